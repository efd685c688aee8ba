import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Todo } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const todosQueryKey = queryKeys.todos;

export const getTodos = () => api.get<{ todos: Todo[] }>('/api/todos').then((r) => r.todos);

export const todosQueryOptions = () => queryOptions({ queryKey: todosQueryKey, queryFn: getTodos });

export const useTodos = () => useQuery(todosQueryOptions());
