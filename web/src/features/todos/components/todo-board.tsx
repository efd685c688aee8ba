import { Spinner } from '../../../components/ui/spinner';
import { useTodos } from '../api/get-todos';
import { TODO_COLUMNS } from '../columns';
import { TodoCard } from './todo-card';
import { TodoForm } from './todo-form';
import '../todos.css';

export function TodoBoard() {
  const { data: todos, isPending, isError } = useTodos();
  return (
    <div className="todo-board">
      <TodoForm />
      {isPending && <Spinner label="Laddar uppgifter..." />}
      {isError && <p role="alert">Kunde inte ladda uppgifter.</p>}
      {todos && (
        <div className="todo-board__columns">
          {TODO_COLUMNS.map((column) => {
            const items = todos.filter((t) => t.status === column.status);
            return (
              <section key={column.status} className="todo-column" aria-labelledby={`todo-column-${column.status}`}>
                <h3 id={`todo-column-${column.status}`} className="todo-column__title">
                  {column.title} <span className="todo-column__count">{items.length}</span>
                </h3>
                {items.length === 0 ? (
                  <p className="todo-column__empty">Inga uppgifter</p>
                ) : (
                  <ul className="todo-column__list">
                    {items.map((todo) => (
                      <TodoCard key={todo.id} todo={todo} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
