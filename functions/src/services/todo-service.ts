import { randomUUID } from 'node:crypto';
import type { CreateTodoInput, Todo, UpdateTodoInput } from '@lunch/shared';
import { now } from '../app/clock';
import { notFound } from '../app/domain-error';
import { insertTodo, listTodos, removeTodo, updateTodo as changeTodo } from '../data/todo-repository';

/** Ids are UUIDs; anything else cannot be a task (and never reaches the database). */
const TODO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
function assertTodoId(id: string) {
  if (!TODO_ID.test(id)) throw notFound('No such task');
}

export const todosOf = (userId: string) => listTodos(userId);

export async function createTodo(userId: string, input: CreateTodoInput): Promise<Todo> {
  const at = now().toISOString();
  return insertTodo(userId, { id: randomUUID(), ...input, description: input.description || undefined, createdAt: at, updatedAt: at });
}

export async function updateTodo(userId: string, id: string, changes: UpdateTodoInput): Promise<Todo> {
  assertTodoId(id);
  const at = now().toISOString();
  const updated = await changeTodo(userId, id, (current) => ({ ...current, ...changes, updatedAt: at }));
  if (!updated) throw notFound('No such task');
  return updated;
}

export async function deleteTodo(userId: string, id: string): Promise<void> {
  assertTodoId(id);
  if (!(await removeTodo(userId, id))) throw notFound('No such task');
}
