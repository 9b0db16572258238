import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';

/** Spec part 2: with nothing selected the list's action is disabled with this hint (the templates list too). */
export const SELECT_FIRST = 'Select a draft first';

type DeleteSelectedButtonProps = { selectedCount: number; onClick: () => void };

/** The list's Delete action: disabled, with the hint, until a row is selected. */
export function DeleteSelectedButton({ selectedCount, onClick }: DeleteSelectedButtonProps) {
  const disabled = selectedCount === 0;
  return (
    <Tooltip title={disabled ? SELECT_FIRST : ''}>
      {/* A disabled button gets no pointer events: the span carries the hint. */}
      <span>
        <Button
          color="error"
          variant="outlined"
          size="small"
          startIcon={<DeleteOutline />}
          disabled={disabled}
          onClick={onClick}
          aria-description={disabled ? SELECT_FIRST : undefined}
        >
          Delete
        </Button>
      </span>
    </Tooltip>
  );
}
