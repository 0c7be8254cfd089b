import { z } from 'zod';
import { ROOM_FUNCTIONS, ROOM_SIZES, ROOM_STYLES, type RoomFunction } from './choices.js';
import { RoomLayoutSchema, type RoomLayout } from './designer.js';

/**
 * Design projects (Platinum): the member's brief, a designer who takes it, up to three concept boards made in the
 * member's account, the chosen one refined into the final board, one revision round, then a rating.
 */
export const PROJECT_STATUSES = [
  'open',
  'taken',
  'concepts-ready',
  'concept-chosen',
  'delivered',
  'revision-asked',
  'revised',
  'rated',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The timeline's words for each step. */
export const PROJECT_STEP_LABELS: Record<ProjectStatus, string> = {
  open: 'Brief sent',
  taken: 'Taken by a designer',
  'concepts-ready': 'Concepts ready',
  'concept-chosen': 'Concept chosen',
  delivered: 'Final delivered',
  'revision-asked': 'Revision asked',
  revised: 'Revised',
  rated: 'Closed and rated',
};

const MAX_PROJECT_ROOMS = 4;
const MAX_PROJECT_PHOTOS = 4;
const MAX_LIKED_BOARDS = 10;
export const MAX_CONCEPTS = 3;
const MAX_BRIEF_NOTES = 2000;
const MAX_PROJECT_NOTE = 1000;
const MIN_BUDGET_USD = 100;
const MAX_BUDGET_USD = 1_000_000;
/** Days the designer has for each piece of work: the concepts after taking, the final after the choice or a revision. */
export const PROJECT_DUE_DAYS = 7;

export const PROJECT_NOT_FOUND = 'This design project does not exist.';
const ROOMS_REQUIRED = `Describe from 1 to ${MAX_PROJECT_ROOMS} rooms.`;
const ROOM_FUNCTION_INVALID = `Choose the room's function: ${ROOM_FUNCTIONS.join(', ')}.`;
const ROOM_STYLE_INVALID = `Choose the room's style: ${ROOM_STYLES.join(', ')}.`;
export const ROOM_SIZE_INVALID = "Choose one of the sizes offered for the room's function.";
export const BUDGET_INVALID = `Give the budget in whole US dollars, from ${MIN_BUDGET_USD} to ${MAX_BUDGET_USD.toLocaleString('en-US')}.`;
const NOTES_TOO_LONG = `Keep the notes under ${MAX_BRIEF_NOTES} characters.`;
const PHOTOS_INVALID = `Pick at most ${MAX_PROJECT_PHOTOS} of your boards that have a room photo.`;
export const PHOTO_BOARD_INVALID = 'A room photo must come from one of your boards with a room photo.';
const LIKED_INVALID = `Pick at most ${MAX_LIKED_BOARDS} boards you liked in Inspirations.`;
export const LIKED_BOARD_INVALID = 'A liked board must be a board you liked in Inspirations.';
export const PROJECT_ALREADY_TAKEN = 'Another designer has already taken this project.';
export const PROJECT_NOT_YOURS = 'This project is not yours to work on.';
export const TOO_MANY_CONCEPTS = `A project has at most ${MAX_CONCEPTS} concept boards.`;
export const CONCEPTS_CLOSED = 'Concept boards can be added only before they are sent to the member.';
export const CONCEPT_SOURCE_INVALID = 'Send one of your own saved boards as a concept.';
export const NO_CONCEPTS = 'Add at least one concept board before sending the concepts.';
export const NOT_A_CONCEPT = "Choose one of this project's concept boards.";
export const CHOOSE_NOT_NOW = 'Concepts can be chosen once the designer has sent them, and only once.';
export const DELIVER_NOT_NOW = 'The final board can be delivered after the member chose a concept, or after they asked for a revision.';
export const FINAL_NEEDS_PLAN = 'Lay out the room on the plan of the chosen board before delivering it.';
export const REVISION_NOT_NOW = 'A revision can be asked once, after the final board is delivered.';
export const RATE_NOT_NOW = 'The project can be rated once, after the final board is delivered.';
const NOTE_REQUIRED = `Write what should change, in at most ${MAX_PROJECT_NOTE} characters.`;
const RATING_INVALID = 'Rate the project from 1 to 5.';

const RoomBriefSchema = z
  .object({
    function: z.enum(ROOM_FUNCTIONS as [RoomFunction, ...RoomFunction[]], { error: ROOM_FUNCTION_INVALID }),
    size: z.string({ error: ROOM_SIZE_INVALID }),
    style: z.enum(ROOM_STYLES, { error: ROOM_STYLE_INVALID }),
  })
  .refine((room) => (ROOM_SIZES[room.function] as readonly string[]).includes(room.size), {
    message: ROOM_SIZE_INVALID,
    path: ['size'],
  });
type RoomBrief = z.infer<typeof RoomBriefSchema>;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,120}$/);

/** POST /api/projects: the brief. Room photos and liked boards are references to boards, never pictures. */
export const ProjectBriefSchema = z.object({
  rooms: z.array(RoomBriefSchema, { error: ROOMS_REQUIRED }).min(1, ROOMS_REQUIRED).max(MAX_PROJECT_ROOMS, ROOMS_REQUIRED),
  /** Boards of the member's with a room photo (uploaded with 'Try in my room'): the photos the designer sees. */
  photoBoardIds: z
    .array(id, { error: PHOTOS_INVALID })
    .max(MAX_PROJECT_PHOTOS, PHOTOS_INVALID)
    .refine((ids) => new Set(ids).size === ids.length, PHOTOS_INVALID)
    .default([]),
  /** The room's measurements and shape, as the room designer keeps them (items are not part of a brief). */
  layout: RoomLayoutSchema.nullable().default(null),
  budgetUsd: z
    .number({ error: BUDGET_INVALID })
    .int(BUDGET_INVALID)
    .min(MIN_BUDGET_USD, BUDGET_INVALID)
    .max(MAX_BUDGET_USD, BUDGET_INVALID),
  likedBoardIds: z
    .array(id, { error: LIKED_INVALID })
    .max(MAX_LIKED_BOARDS, LIKED_INVALID)
    .refine((ids) => new Set(ids).size === ids.length, LIKED_INVALID)
    .default([]),
  notes: z.string({ error: NOTES_TOO_LONG }).trim().max(MAX_BRIEF_NOTES, NOTES_TOO_LONG).default(''),
});
export type ProjectBrief = z.infer<typeof ProjectBriefSchema>;
/** What the web app sends (optional parts may be left out). */
export type ProjectBriefInput = z.input<typeof ProjectBriefSchema>;

export const ConceptRequest = z.object({ boardId: z.string({ error: CONCEPT_SOURCE_INVALID }).min(1, CONCEPT_SOURCE_INVALID) });
export const ChooseRequest = z.object({ boardId: z.string({ error: NOT_A_CONCEPT }).min(1, NOT_A_CONCEPT) });
export const NoteRequest = z.object({
  note: z.string({ error: NOTE_REQUIRED }).trim().min(1, NOTE_REQUIRED).max(MAX_PROJECT_NOTE, NOTE_REQUIRED),
});
export const DeliverRequest = z.object({
  note: z.string({ error: NOTE_REQUIRED }).trim().max(MAX_PROJECT_NOTE, NOTE_REQUIRED).default(''),
});
export const RateRequest = z.object({
  rating: z.number({ error: RATING_INVALID }).int(RATING_INVALID).min(1, RATING_INVALID).max(5, RATING_INVALID),
});

/** A board as a project shows it: a card. */
export interface ProjectBoardCard {
  id: string;
  title: string;
  imageUrl: string | null;
  byDesigner: string | null;
}

interface ProjectTimelineStep {
  status: ProjectStatus;
  label: string;
  at: string;
}

/** GET /api/projects/:id, for the member and the designer (and, while open, any designer). */
export interface Project {
  id: string;
  status: ProjectStatus;
  statusLabel: string;
  memberName: string;
  designer: { id: string; name: string } | null;
  brief: {
    rooms: RoomBrief[];
    photos: { boardId: string; url: string; width: number; height: number }[];
    layout: RoomLayout | null;
    budgetUsd: number;
    likedBoards: ProjectBoardCard[];
    notes: string;
  };
  concepts: ProjectBoardCard[];
  chosenBoardId: string | null;
  deliveryNote: string;
  revisionNote: string;
  rating: number | null;
  timeline: ProjectTimelineStep[];
  createdAt: string;
  takenAt: string | null;
  dueAt: string | null;
  /** The caller's side. */
  role: 'member' | 'designer';
}

/** GET /api/projects/brief-options: the boards the brief form offers. */
export interface BriefOptions {
  photoBoards: ProjectBoardCard[];
  likedBoards: ProjectBoardCard[];
}

/** GET /api/designer/projects: open briefs to take, and the caller's own projects. */
export interface DesignerProjects {
  open: Project[];
  mine: Project[];
}
