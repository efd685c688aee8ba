import { z } from 'zod';

export const TODO_STATUSES = ['todo', 'done', 'for-later'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];
/** 0 Låg, 1 Medium, 2 Hög. */
export const TODO_PRIORITIES = [0, 1, 2] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];
export const TODO_PRIORITY_LABELS: Record<TodoPriority, string> = { 0: 'Låg', 1: 'Medium', 2: 'Hög' };

export interface Todo {
  id: string;
  title: string;
  description?: string;
  priority: TodoPriority;
  status: TodoStatus;
  createdAt: string;
  updatedAt: string;
}

const title = z.string({ error: 'title must be text' }).trim().min(1, 'title is required').max(200, 'title must be at most 200 characters');
const description = z.string({ error: 'description must be text' }).trim().max(2000, 'description must be at most 2000 characters');
const priority = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'priority must be 0, 1 or 2' });
const status = z.enum(TODO_STATUSES, { error: `status must be one of ${TODO_STATUSES.join(', ')}` });

export const createTodoSchema = z.strictObject({
  title,
  description: description.optional(),
  priority: priority.default(1),
  status: status.default('todo'),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : 'body must be a JSON object') });

export const updateTodoSchema = z
  .strictObject({ title, description, priority, status }, { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : 'body must be a JSON object') })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to update: send title, description, priority or status' });

export type CreateTodoInput = z.infer<typeof createTodoSchema>;
export type UpdateTodoInput = z.infer<typeof updateTodoSchema>;

export const loginSchema = z.strictObject({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(100, 'username is too long'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1000, 'password is too long'),
});

/** The signed-in user as the API returns it (GET /api/auth/user, POST /api/login). */
export interface AuthUser {
  username: string;
  role: 'admin' | 'user' | 'owner';
  firstName?: string;
  email?: string;
}
