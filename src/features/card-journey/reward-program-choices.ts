/**
 * The reward programs a card entered by hand may earn, from our reward-program data. Fetched with
 * the form (a chunk of its own), not with the survey: most visitors never enter a card by hand.
 */
import * as React from 'react';
import { OTHER_REWARDS_PROGRAM_ID } from '../../domain/cards/entered-card';
import type { RawRewardProgram } from '../../domain/data/raw-types';
import { compareText } from '../../domain/text-order';

export interface ProgramChoice {
  id: number;
  name: string;
  pointsName: string;
  /** Whether we value its points: only then does the earn rate change the estimate. */
  valued: boolean;
}

export const NO_REWARDS: ProgramChoice = { id: 0, name: 'No rewards', pointsName: 'points', valued: false };
export const OTHER_PROGRAM: ProgramChoice = {
  id: OTHER_REWARDS_PROGRAM_ID,
  name: 'Another program',
  pointsName: 'points',
  valued: false,
};

/** No rewards first, then the best-known programs, then A to Z, and "another program" last. */
export function programChoices(programs: readonly RawRewardProgram[]): ProgramChoice[] {
  const listed = programs
    .filter((program) => program.id !== NO_REWARDS.id && program.id !== OTHER_PROGRAM.id)
    .sort((a, b) => b.popular - a.popular || compareText(a.nameFormatted, b.nameFormatted))
    .map((program) => ({
      id: program.id,
      name: program.nameFormatted,
      pointsName: program.pointsName,
      valued: program.value !== null,
    }));
  return [NO_REWARDS, ...listed, OTHER_PROGRAM];
}

/** The choices once the data has arrived; no rewards and another program meanwhile. */
export function useProgramChoices(): ProgramChoice[] {
  const [choices, setChoices] = React.useState<ProgramChoice[]>([NO_REWARDS, OTHER_PROGRAM]);
  React.useEffect(() => {
    let current = true;
    void import('../../../data/reward-programs.json').then((module) => {
      if (current) setChoices(programChoices(module.default as RawRewardProgram[]));
    });
    return () => {
      current = false;
    };
  }, []);
  return choices;
}
