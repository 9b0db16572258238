import { Draggable, Droppable } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BoardColumn as Column } from './board-model';
import { TaskCard } from './task-card';

/** Spec part 2 section 2: board columns are 260 px wide. */
export const COLUMN_WIDTH = 260;

export function BoardColumn({
  column,
  canDrag,
  onAddTask,
  onOpenTask,
  filter,
}: {
  column: Column;
  canDrag: boolean;
  onAddTask?: () => void;
  /** Opens a task's page (a click, or Enter on a focused card). */
  onOpenTask: (taskId: string) => void;
  filter: (task: Column['tasks'][number]) => boolean;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid="board-column"
      data-column-id={column.id}
      sx={{
        width: COLUMN_WIDTH,
        flex: `0 0 ${COLUMN_WIDTH}px`,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'grey.50',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', px: 1.5, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 600 }}>
          {column.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="column-count">
          {column.approved}/{column.total}
        </Typography>
      </Box>
      <Droppable droppableId={column.id}>
        {(provided, snapshot) => (
          <Box
            ref={provided.innerRef}
            {...provided.droppableProps}
            sx={{
              px: 1,
              pb: 1,
              minHeight: 80,
              flex: 1,
              bgcolor: snapshot.isDraggingOver ? 'action.selected' : 'transparent',
            }}
          >
            {/* Indexes count the cards shown: the page turns dragging off while a filter hides some. */}
            {column.tasks.filter(filter).map((task, index) => (
              <Draggable key={task.id} draggableId={task.id} index={index} isDragDisabled={!canDrag}>
                {(dragProvided, dragSnapshot) => (
                  <div
                    ref={dragProvided.innerRef}
                    {...dragProvided.draggableProps}
                    {...dragProvided.dragHandleProps}
                    onClick={() => onOpenTask(task.id)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onOpenTask(task.id);
                    }}
                    style={{ ...dragProvided.draggableProps.style, cursor: 'pointer' }}
                  >
                    <TaskCard task={task} dragging={dragSnapshot.isDragging} />
                  </div>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
            {column.tasks.filter(filter).length === 0 && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', textAlign: 'center', py: 2 }}
              >
                No tasks found
              </Typography>
            )}
          </Box>
        )}
      </Droppable>
      {onAddTask && (
        <Button size="small" startIcon={<AddIcon />} onClick={onAddTask} sx={{ m: 1, mt: 0 }}>
          Add Task
        </Button>
      )}
    </Paper>
  );
}
