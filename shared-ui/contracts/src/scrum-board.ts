// The scrum board demo API's records (docs/demo-api.md, Scrum board: board, column, card, label, member), as
// /api/scrum-board/* sends and takes them, and the limits the server enforces.

export interface ScrumMember {
  id: number;
  name: string;
  /** An image URL (an inline SVG data URL for the sample members). */
  avatar: string;
}

export type ScrumLabelColor = 'primary' | 'green' | 'secondary' | 'error';

export interface ScrumLabel {
  id: number;
  title: string;
  color: ScrumLabelColor;
}

/** A file on a card: the upload demo's file (/api/upload) it was uploaded as. */
export interface ScrumAttachment {
  name: string;
  /** Bytes. */
  size: number;
  url: string;
}

export interface ScrumComment {
  id: number;
  /** The member who wrote it. */
  uid: number;
  text: string;
  /** ISO time. */
  time: string;
}

export interface ScrumCard {
  id: number;
  title: string;
  /** '' for none, or a path on this site (an attached image's URL). */
  coverImage: string;
  /** Member ids (members of the board). */
  members: number[];
  /** Label ids. */
  labels: number[];
  description: string;
  attachments: ScrumAttachment[];
  comments: ScrumComment[];
  /**
   * The card's place in its column, a rank key (./rank.ts): a column's cards are in (rank, id) order, and a move
   * gives the moved card alone a new key, so no other card is renumbered. update-card keeps the stored one.
   */
  rank: string;
  /**
   * Raised by the server at each update-card. A client that sends it back says which state its change is based
   * on, and the change is refused (417) if the card has been changed since; one that leaves it out (the original
   * API's clients) overwrites as before. Absent on cards no update-card has written yet: read it as 0.
   */
  version?: number;
}

export interface ScrumColumn {
  id: number;
  title: string;
  cardList: ScrumCard[];
}

/** What GET /api/scrum-board/all-board and POST add-board answer, one per board. */
export interface ScrumBoardSummary {
  id: number;
  title: string;
}

/** A board as GET /api/scrum-board and every board mutation answer it: members expanded. */
export interface ScrumBoard {
  id: number;
  title: string;
  list: ScrumColumn[];
  members: ScrumMember[];
  /** The board's version: it changes with every write (GET /api/scrum-board/version answers it alone). */
  modified: string;
}

/** GET /api/scrum-board/version?boardId=: a cheap check for changes by someone else. */
export interface ScrumBoardVersion {
  id: number;
  modified: string;
}

export const SCRUM_TITLE_MAX = 140;
export const SCRUM_DESCRIPTION_MAX = 5000;
export const SCRUM_COMMENT_MAX = 2000;
export const SCRUM_MAX_COLUMNS = 50;
export const SCRUM_MAX_CARDS_PER_COLUMN = 500;
export const SCRUM_MAX_ATTACHMENTS_PER_CARD = 20;
export const SCRUM_MAX_COMMENTS_PER_CARD = 200;
