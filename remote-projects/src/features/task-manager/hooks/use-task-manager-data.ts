// What the card and list pages read: every task, and the projects to name them by.
import { useDeferredValue, useMemo, useState } from 'react';
import { useProjects } from '@projects/workspace/list-projects';
import { useEveryTask } from '../api/list-every-task';
import { projectLabeller } from '../model/project-labels';
import { searchTasks } from '../model/task-search';

export function useTaskManagerData() {
  const tasks = useEveryTask();
  const projects = useProjects();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const projectLabel = useMemo(() => projectLabeller(projects.data), [projects.data]);
  const shown = useMemo(
    () => searchTasks(tasks.data ?? [], deferredSearch, projectLabel),
    [tasks.data, deferredSearch, projectLabel],
  );
  // The page waits for the projects too (a short list), so tasks never show project IDs first, then names.
  // If the projects cannot be read, the tasks show with their project IDs.
  const loaded = {
    data: projects.isPending ? undefined : tasks.data,
    isPending: tasks.isPending || projects.isPending,
    error: tasks.error,
    refetch: tasks.refetch,
  };
  return { tasks: loaded, shown, projects: projects.data ?? [], projectLabel, search, setSearch };
}
