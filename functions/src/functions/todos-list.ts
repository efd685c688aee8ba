import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { todosOf } from '../services/todo-service';

export default declareHttp({
  name: 'todos-list',
  route: 'todos',
  methods: ['GET'],
  access: 'user',
  handler: async (_request, _context, caller) => ok({ todos: await todosOf(caller.userId) }),
});
