import { DataError } from '../src/domain/normalise/data-error';
import type { PageSpec } from './site-model-types';

/** The pages in the order they are made; a second page at one address fails the build, naming both. */
export class PageList {
  readonly pages: PageSpec[] = [];
  private readonly owners = new Map<string, string>();

  add(spec: PageSpec, owner: string): void {
    const previous = this.owners.get(spec.path);
    if (previous) throw new DataError('pages', owner, `address ${spec.path} is already used by ${previous}`);
    this.owners.set(spec.path, owner);
    this.pages.push(spec);
  }
}
