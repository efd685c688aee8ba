import type { TodoStatus } from '@lunch/shared';

/** The board's three columns, in order, with the spec's titles. */
export const TODO_COLUMNS: { status: TodoStatus; title: string }[] = [
  { status: 'todo', title: 'Att göra' },
  { status: 'done', title: 'Klar' },
  { status: 'for-later', title: 'För senare' },
];

export const DELETE_CONFIRMATION = 'Är du säker på att du vill ta bort denna uppgift?';
