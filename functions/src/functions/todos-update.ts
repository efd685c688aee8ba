import { updateTodoSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { readJsonBody } from '../http/json-body';
import { updateTodo } from '../services/todo-service';

export default declareHttp({
  name: 'todos-update',
  route: 'todos/{id}',
  methods: ['PUT'],
  access: 'user',
  handler: async (request, _context, caller) => {
    const changes = await readJsonBody(request, updateTodoSchema);
    return ok({ todo: await updateTodo(caller.userId, request.params.id, changes) });
  },
});
