import { paths } from '@apps/paths';

/** The URL of one board's page. */
export const boardPath = (id: number) => paths.scrumBoard.board.replace(':id', String(id));
