import { useState, type FormEvent } from 'react';
import { TODO_PRIORITY_LABELS, type TodoPriority } from '@lunch/shared';
import { useCreateTodo } from '../api/create-todo';

/** Create form: title required (trimmed), optional description, priority; disabled while saving. */
export function TodoForm() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TodoPriority>(1);
  const create = useCreateTodo();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    create.mutate(
      { title: title.trim(), description: description.trim() || undefined, priority },
      { onSuccess: () => { setTitle(''); setDescription(''); setPriority(1); } },
    );
  };

  return (
    <form className="todo-form" onSubmit={submit} aria-label="Ny uppgift">
      <label htmlFor="todo-title">Titel</label>
      <input id="todo-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
      <label htmlFor="todo-description">Beskrivning (valfri)</label>
      <textarea id="todo-description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} rows={2} />
      <label htmlFor="todo-priority">Prioritet</label>
      <select id="todo-priority" value={priority} onChange={(e) => setPriority(Number(e.target.value) as TodoPriority)}>
        {([0, 1, 2] as const).map((p) => (
          <option key={p} value={p}>{TODO_PRIORITY_LABELS[p]}</option>
        ))}
      </select>
      <button type="submit" className="button button--small" disabled={create.isPending || !title.trim()}>
        {create.isPending ? 'Sparar...' : 'Lägg till uppgift'}
      </button>
    </form>
  );
}
