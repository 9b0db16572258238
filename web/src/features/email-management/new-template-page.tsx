import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';
import { EmailManagement_CreateTemplateDocument } from '../../generated/graphql';

const TEMPLATES = '/email-management/templates';

/** /email-management/templates/new: creates a blank template on the server and opens it (spec part 2). */
export function NewTemplatePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createTemplate] = useMutation(EmailManagement_CreateTemplateDocument);
  // Once per visit, also under StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createTemplate()
      .then(({ data }) => {
        const id = data?.createTemplate.template?.id;
        void navigate(id ? `${TEMPLATES}/${id}/` : TEMPLATES, { replace: true });
      })
      .catch((error: unknown) => {
        notifyGraphQLError(notify, error, 'Failed');
        void navigate(TEMPLATES, { replace: true });
      });
  }, [createTemplate, navigate, notify]);
  return (
    <Stack sx={{ p: 3 }} spacing={2} aria-busy="true">
      <Skeleton width={240} height={40} />
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}
