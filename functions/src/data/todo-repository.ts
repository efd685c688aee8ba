import type { Todo } from '@lunch/shared';
import { container } from './cosmos-client';
import { deleteItem, readItem, withoutSystemFields } from './cosmos-helpers';

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

export async function findTodo(userId: string, id: string): Promise<Todo | undefined> {
  const record = await readItem<TodoRecord>(await container('todos'), id, userId);
  return record && strip(record);
}

export async function saveTodo(userId: string, todo: Todo): Promise<Todo> {
  await (await container('todos')).items.upsert<TodoRecord>({ ...todo, userId });
  return todo;
}

export async function removeTodo(userId: string, id: string): Promise<boolean> {
  return deleteItem(await container('todos'), id, userId);
}
