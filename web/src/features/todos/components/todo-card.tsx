import { useState } from 'react';
import { TODO_PRIORITY_LABELS, type Todo, type TodoPriority } from '@lunch/shared';
import { useDeleteTodo } from '../api/delete-todo';
import { useUpdateTodo } from '../api/update-todo';
import { DELETE_CONFIRMATION, TODO_COLUMNS } from '../columns';

/** One task: inline edit with save/cancel, buttons to move it to either other column, delete with confirmation. */
export function TodoCard({ todo }: { todo: Todo }) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(todo.title);
  const [description, setDescription] = useState(todo.description ?? '');
  const [priority, setPriority] = useState<TodoPriority>(todo.priority);
  const update = useUpdateTodo();
  const remove = useDeleteTodo();

  const startEditing = () => {
    setTitle(todo.title);
    setDescription(todo.description ?? '');
    setPriority(todo.priority);
    setEditing(true);
  };
  const save = () => {
    if (!title.trim()) return;
    update.mutate({ id: todo.id, changes: { title: title.trim(), description: description.trim(), priority } }, { onSuccess: () => setEditing(false) });
  };

  if (editing) {
    return (
      <li className="todo-card todo-card--editing">
        <label htmlFor={`edit-title-${todo.id}`}>Titel</label>
        <input id={`edit-title-${todo.id}`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        <label htmlFor={`edit-description-${todo.id}`}>Beskrivning</label>
        <textarea id={`edit-description-${todo.id}`} value={description} onChange={(e) => setDescription(e.target.value)} rows={2} />
        <label htmlFor={`edit-priority-${todo.id}`}>Prioritet</label>
        <select id={`edit-priority-${todo.id}`} value={priority} onChange={(e) => setPriority(Number(e.target.value) as TodoPriority)}>
          {([0, 1, 2] as const).map((p) => (
            <option key={p} value={p}>{TODO_PRIORITY_LABELS[p]}</option>
          ))}
        </select>
        <div className="todo-card__actions">
          <button type="button" className="button button--small" onClick={save} disabled={update.isPending || !title.trim()}>Spara</button>
          <button type="button" className="button button--small button--secondary" onClick={() => setEditing(false)}>Avbryt</button>
        </div>
      </li>
    );
  }

  return (
    <li className="todo-card">
      <div className="todo-card__head">
        <h4 className="todo-card__title">{todo.title}</h4>
        <span className={`todo-card__priority todo-card__priority--${todo.priority}`}>{TODO_PRIORITY_LABELS[todo.priority]}</span>
      </div>
      {todo.description && <p className="todo-card__description">{todo.description}</p>}
      <p className="todo-card__date">Skapad {new Date(todo.createdAt).toLocaleDateString('sv-SE')}</p>
      <div className="todo-card__actions">
        {TODO_COLUMNS.filter((c) => c.status !== todo.status).map((c) => (
          <button key={c.status} type="button" className="button button--small button--secondary" disabled={update.isPending}
            onClick={() => update.mutate({ id: todo.id, changes: { status: c.status } })}>
            Flytta till {c.title}
          </button>
        ))}
        <button type="button" className="button button--small button--secondary" onClick={startEditing} aria-label={`Redigera ${todo.title}`}>Redigera</button>
        <button type="button" className="button button--small button--danger" disabled={remove.isPending}
          onClick={() => window.confirm(DELETE_CONFIRMATION) && remove.mutate(todo.id)} aria-label={`Ta bort ${todo.title}`}>
          Ta bort
        </button>
      </div>
    </li>
  );
}
