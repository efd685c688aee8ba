import { createTodoSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { createTodo } from '../services/todo-service';

export default declareHttp({
  name: 'todos-create',
  route: 'todos',
  methods: ['POST'],
  access: 'user',
  handler: async (request, _context, caller) => {
    const input = await readJsonBody(request, createTodoSchema);
    return { status: 201, jsonBody: { todo: await createTodo(caller.userId, input) } };
  },
});
