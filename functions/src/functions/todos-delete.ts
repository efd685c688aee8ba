import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { deleteTodo } from '../services/todo-service';

export default declareHttp({
  name: 'todos-delete',
  route: 'todos/{id}',
  methods: ['DELETE'],
  access: 'user',
  handler: async (request, _context, caller) => {
    await deleteTodo(caller.userId, request.params.id);
    return ok({ message: 'Uppgift borttagen!' });
  },
});
