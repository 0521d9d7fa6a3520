/** Contact details typed into forms, checked and normalised, with a 400 naming the field otherwise. */
import { badRequest } from './api-error';
import { normaliseAustralianMobile, normaliseEmail, normaliseName } from './contact-details';

export function requireEmail(raw: string, field = 'email'): string {
  const email = normaliseEmail(raw);
  if (!email) throw badRequest(`"${field}" must be an e-mail address, like name@example.com.`);
  return email;
}

export function requireMobile(raw: string, field = 'mobile_number'): string {
  const mobile = normaliseAustralianMobile(raw);
  if (!mobile) {
    throw badRequest(`"${field}" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.`);
  }
  return mobile;
}

export function requireName(raw: string, field: string): string {
  const name = normaliseName(raw);
  if (!name) {
    throw badRequest(`"${field}" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).`);
  }
  return name;
}
