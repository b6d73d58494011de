// The task editor's form, loaded when a task is first opened for editing: the task list and the task manager
// open it only on a click, so its code, and formik with it, stays off their first screens.
import { Box, LoadingState, onDemand } from 'shared-ui';

export const TaskEditFormOnDemand = onDemand(
  () => import('./TaskEditForm').then((module) => module.TaskEditForm),
  <Box p="6">
    <LoadingState label="Loading the editor" shape="lines" />
  </Box>,
);
