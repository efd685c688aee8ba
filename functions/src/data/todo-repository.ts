import type { Todo } from '@lunch/shared';
import { container } from './cosmos-client';
import { deleteItem, updateWithRetry, withoutSystemFields } from './cosmos-helpers';

/** Todos live in their owner's partition: reading someone else's id simply finds nothing. */
export interface TodoRecord extends Todo {
  userId: string;
}

const strip = ({ userId: _owner, ...todo }: TodoRecord): Todo => withoutSystemFields(todo);

export async function listTodos(userId: string): Promise<Todo[]> {
  const { resources } = await (await container('todos')).items
    .query<TodoRecord>({ query: 'SELECT * FROM c WHERE c.userId = @userId ORDER BY c.createdAt DESC', parameters: [{ name: '@userId', value: userId }] }, { partitionKey: userId })
    .fetchAll();
  return resources.map(strip);
}

/** Creates a task (its id is new: never overwrites one). */
export async function insertTodo(userId: string, todo: Todo): Promise<Todo> {
  await (await container('todos')).items.create<TodoRecord>({ ...todo, userId });
  return todo;
}

/**
 * Changes a task with a conditional replace (retried on a concurrent write), so an update racing a
 * delete never brings the task back; undefined when there is no such task (any more).
 */
export async function updateTodo(userId: string, id: string, change: (current: Todo) => Todo): Promise<Todo | undefined> {
  const written = await updateWithRetry<TodoRecord>(await container('todos'), id, userId, (record) => ({ ...change(strip(record)), userId }));
  return written && strip(written);
}

export async function removeTodo(userId: string, id: string): Promise<boolean> {
  return deleteItem(await container('todos'), id, userId);
}
