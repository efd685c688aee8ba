import type { Todo, TodoPriority } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { useTodoMutation } from './use-todo-mutation';

export interface CreateTodoInput {
  title: string;
  description?: string;
  priority: TodoPriority;
}

export const createTodo = (input: CreateTodoInput) => api.post<{ todo: Todo }>('/api/todos', input).then((r) => r.todo);

export const useCreateTodo = () => useTodoMutation(createTodo, 'Uppgift skapad!', 'Kunde inte skapa uppgift');
