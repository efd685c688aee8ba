import type { Todo, TodoPriority, TodoStatus } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { useTodoMutation } from './use-todo-mutation';

export interface UpdateTodoInput {
  id: string;
  changes: Partial<{ title: string; description: string; priority: TodoPriority; status: TodoStatus }>;
}

export const updateTodo = ({ id, changes }: UpdateTodoInput) =>
  api.put<{ todo: Todo }>(`/api/todos/${encodeURIComponent(id)}`, changes).then((r) => r.todo);

export const useUpdateTodo = () => useTodoMutation(updateTodo, 'Uppgift uppdaterad!', 'Kunde inte uppdatera uppgift');
