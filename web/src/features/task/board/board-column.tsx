import {
  Draggable,
  Droppable,
  type DraggableProvided,
  type DraggableStateSnapshot,
  type DroppableProvided,
} from '@hello-pangea/dnd';
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BoardColumn as Column } from './board-model';
import { ColumnTitle } from './column-title';
import { TaskCard } from './task-card';

/** Spec part 2 section 2: board columns are 260 px wide. */
export const COLUMN_WIDTH = 260;

/**
 * A column with more cards than this scrolls on its own and draws only the cards in view (and a few around them):
 * 2,000 tasks drawn at once took seconds and froze the page. Shorter columns draw every card and grow with the page.
 */
export const VIRTUAL_FROM = 60;
/** A card's height before it is measured (title on one line, the due chip and avatars). */
const CARD_ESTIMATE = 88;

type Task = Column['tasks'][number];

/*
 * A long column's virtualizer, without reading layout while the board mounts. The library's defaults read it three
 * times per column (each forcing the browser to lay the page out before it has drawn): scrolling a new scroller to 0,
 * the scroller's size, and each card's size as it mounts. Eight such columns opened a 2,000-task board.
 * Instead: the scroller's size comes from the window (its CSS below: 100vh - 260 px, at least 320) until a
 * ResizeObserver, which runs after the browser's own layout, reports it; a new scroller is already at 0; a card keeps
 * its estimated size until the ResizeObserver reports its real one.
 */
type ColumnVirtualizer = Virtualizer<HTMLDivElement, Element>;

const scrollerHeight = () => Math.max(320, window.innerHeight - 260);

function observeScrollerRect(instance: ColumnVirtualizer, onRect: (rect: { width: number; height: number }) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) onRect({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}

const scrolled = new WeakSet<ColumnVirtualizer>();
function scrollScroller(offset: number, options: Parameters<typeof elementScroll>[1], instance: ColumnVirtualizer) {
  // The first call only puts a new scroller where it already is (0).
  if (!scrolled.has(instance)) {
    scrolled.add(instance);
    if (offset === 0 && !options.adjustments) return;
  }
  elementScroll(offset, options, instance);
}

function measureCard(element: Element, entry: ResizeObserverEntry | undefined, instance: ColumnVirtualizer) {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? CARD_ESTIMATE;
}

/** A card as a drag handle: a click or Enter opens the task. */
function CardHandle({
  task,
  provided,
  snapshot,
  onOpenTask,
  style,
  measure,
  index,
}: {
  task: Task;
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
  onOpenTask: (taskId: string) => void;
  style?: CSSProperties;
  measure?: (element: HTMLElement | null) => void;
  index?: number;
}) {
  // The same ref callback from one render to the next: a new one each time made React detach and attach it, and the
  // virtualizer measure every card in view again (a forced layout) on each render while a card was dragged.
  const { innerRef } = provided;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      innerRef(element);
      measure?.(element);
    },
    [innerRef, measure],
  );
  return (
    <div
      ref={ref}
      {...provided.draggableProps}
      {...provided.dragHandleProps}
      data-index={index}
      onClick={() => onOpenTask(task.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpenTask(task.id);
      }}
      style={{ ...style, ...provided.draggableProps.style, cursor: 'pointer' }}
    >
      <TaskCard task={task} dragging={snapshot.isDragging} />
    </div>
  );
}

/**
 * The cards of a long column, virtualized (@tanstack/react-virtual) in the library's virtual mode: the dragged card
 * is drawn as a clone, and the list grows by one slot while a card from elsewhere hovers over it.
 */
function VirtualCards({
  column,
  tasks,
  canDrag,
  onOpenTask,
}: {
  column: Column;
  tasks: Task[];
  canDrag: boolean;
  onOpenTask: (taskId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  return (
    <Droppable
      droppableId={column.id}
      mode="virtual"
      renderClone={(provided, snapshot, rubric) => (
        <CardHandle
          task={tasks[rubric.source.index]!}
          provided={provided}
          snapshot={snapshot}
          onOpenTask={onOpenTask}
        />
      )}
    >
      {(provided, snapshot) => (
        <VirtualList
          provided={provided}
          scroller={scroller}
          count={tasks.length + (snapshot.isUsingPlaceholder ? 1 : 0)}
          draggingOver={snapshot.isDraggingOver}
        >
          {(index, style, measure) => {
            const task = tasks[index];
            if (!task) return null; // the slot a hovering card will take
            return (
              <Draggable key={task.id} draggableId={task.id} index={index} isDragDisabled={!canDrag}>
                {(dragProvided, dragSnapshot) => (
                  <CardHandle
                    task={task}
                    provided={dragProvided}
                    snapshot={dragSnapshot}
                    onOpenTask={onOpenTask}
                    style={style}
                    measure={measure}
                    index={index}
                  />
                )}
              </Draggable>
            );
          }}
        </VirtualList>
      )}
    </Droppable>
  );
}

function VirtualList({
  provided,
  scroller,
  count,
  draggingOver,
  children,
}: {
  provided: DroppableProvided;
  scroller: RefObject<HTMLDivElement | null>;
  count: number;
  draggingOver: boolean;
  children: (index: number, style: CSSProperties, measure: (element: HTMLElement | null) => void) => ReactNode;
}) {
  // The app does not use the React Compiler, which is what this rule guards (as in data-table-body.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    // One card beyond each edge: every card drawn is a Draggable that a lift measures and a drop draws again. With
    // three, a first drag's longest main-thread task on a 2,000-task board was 58-69 ms in 12 fresh pages (about 80
    // cards drawn); with one, 0-58 ms (about 64). Scrolling still draws in time (no task over 50 ms, board-browser.ts).
    overscan: 1,
    initialRect: { width: COLUMN_WIDTH, height: scrollerHeight() },
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollScroller,
    measureElement: measureCard,
  });
  return (
    <Box
      ref={(element: HTMLDivElement | null) => {
        scroller.current = element;
        provided.innerRef(element);
      }}
      {...provided.droppableProps}
      data-testid="column-scroller"
      sx={{
        px: 1,
        pb: 1,
        height: 'calc(100vh - 260px)',
        minHeight: 320,
        overflowY: 'auto',
        bgcolor: draggingOver ? 'action.selected' : 'transparent',
      }}
    >
      <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) =>
          children(
            item.index,
            // `top`, not a transform: the library moves cards with transforms of its own while dragging.
            { position: 'absolute', top: item.start, left: 0, width: '100%' },
            virtualizer.measureElement,
          ),
        )}
      </Box>
    </Box>
  );
}

/**
 * A column of the board. Memoised: a move or an event draws again only the columns it changed (the page keeps its
 * callbacks and the untouched columns' objects the same).
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  canDrag,
  onAddTask,
  onOpenTask,
  onRename,
  filter,
}: {
  column: Column;
  canDrag: boolean;
  /** Renames this column (full access only): the title's edit control shows only with it. */
  onRename?: (columnId: string, name: string) => Promise<boolean>;
  /** Add Task in this column (given its id). */
  onAddTask?: (columnId: string) => void;
  /** Opens a task's page (a click, or Enter on a focused card). */
  onOpenTask: (taskId: string) => void;
  filter: (task: Column['tasks'][number]) => boolean;
}) {
  const shown = column.tasks.filter(filter);
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, pt: 1.5, pb: 1 }}>
        <ColumnTitle columnId={column.id} name={column.name} onRename={onRename} />
        <Typography variant="caption" color="text.secondary" data-testid="column-count" sx={{ flexShrink: 0 }}>
          {column.approved}/{column.total}
        </Typography>
      </Box>
      {shown.length > VIRTUAL_FROM ? (
        <VirtualCards column={column} tasks={shown} canDrag={canDrag} onOpenTask={onOpenTask} />
      ) : (
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
              {shown.map((task, index) => (
                <Draggable key={task.id} draggableId={task.id} index={index} isDragDisabled={!canDrag}>
                  {(dragProvided, dragSnapshot) => (
                    <CardHandle task={task} provided={dragProvided} snapshot={dragSnapshot} onOpenTask={onOpenTask} />
                  )}
                </Draggable>
              ))}
              {provided.placeholder}
              {shown.length === 0 && (
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
      )}
      {onAddTask && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onAddTask(column.id)} sx={{ m: 1, mt: 0 }}>
          Add Task
        </Button>
      )}
    </Paper>
  );
});
