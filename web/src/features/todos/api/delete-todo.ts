import { api } from '../../../lib/api-client';
import { useTodoMutation } from './use-todo-mutation';

export const deleteTodo = (id: string) => api.delete<{ message: string }>(`/api/todos/${encodeURIComponent(id)}`);

export const useDeleteTodo = () => useTodoMutation(deleteTodo, 'Uppgift borttagen!', 'Kunde inte ta bort uppgift');
