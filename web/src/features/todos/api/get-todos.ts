import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Todo } from '@lunch/shared';
import { api } from '../../../lib/api-client';

export const todosQueryKey = ['todos'] as const;

export const getTodos = () => api.get<{ todos: Todo[] }>('/api/todos').then((r) => r.todos);

export const todosQueryOptions = () => queryOptions({ queryKey: todosQueryKey, queryFn: getTodos });

export const useTodos = () => useQuery(todosQueryOptions());
