import { maskWinnerName } from '@platform/contracts';

/** A winner's name as the board shows it: the server's masked name, or masked here if it came whole. */
export const maskName = (name: string) => {
  const trimmed = name.trim();
  return trimmed.includes('*') ? trimmed : maskWinnerName(trimmed);
};
