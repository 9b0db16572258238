// Issue 18: one company email to 200 contacts (200 companies) through the mail sandbox, over REST: the time of the
// send, that every recipient's result is reported, and how many progress reads a client polling every 400 ms saw
// change while it ran.
import { restSignIn } from './clients.js';

const COMPANIES = 200;

export async function benchCompanySend(apiUrl: string): Promise<[string, string, string][]> {
  const headers = {
    authorization: `Token ${await restSignIn(apiUrl, 'admin@ft8.test')}`,
    'content-type': 'application/json',
  };
  const post = async <T>(path: string, body: unknown) =>
    (await (await fetch(`${apiUrl}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as T;
  await fetch(`${apiUrl}/auth/login_with_ms/?state=/`, { headers, redirect: 'manual' });
  const stamp = `bench${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (let batch = 0; batch < COMPANIES / 20; batch++)
    ids.push(
      ...(
        await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            post<{ id: number }>('people/', {
              first_name: `Lender${batch * 20 + index}`,
              last_name: stamp,
              company: `${stamp} Fund ${batch * 20 + index}`,
              profile_type: 3,
              emails: [{ email: `lender${batch * 20 + index}.${stamp}@bench.test`, label: 'Work' }],
            }),
          ),
        )
      ).map((person) => person.id),
    );
  const draft = await post<{ id: number }>('emails/contexts/', {
    to: ids,
    is_company: true,
    subject: 'Capital for {{multiple_first_names}}',
    body: '<p>Dear {{multiple_full_names}}, {{project_name}}</p>',
  });
  const seen = new Set<number>();
  let sending = true;
  const polling = (async () => {
    while (sending) {
      const progress = (await (await fetch(`${apiUrl}/emails/contexts/${draft.id}/progress/`, { headers })).json()) as {
        sent: number;
      };
      seen.add(progress.sent);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  })();
  const started = performance.now();
  const answer = await post<{ is_sent: boolean; results: { status: string }[] }>(
    `emails/contexts/${draft.id}/send/`,
    {},
  );
  const seconds = (performance.now() - started) / 1000;
  sending = false;
  await polling;
  const sent = answer.results.filter((result) => result.status === 'sent').length;
  return [
    [
      `company email to ${COMPANIES} companies through the sandbox (embedded database)`,
      `${seconds.toFixed(1)} s`,
      '< 10 s',
    ],
    [
      '  its per-recipient results / progress values a 400 ms poll saw',
      `${answer.results.length} results, ${sent} sent / ${seen.size} distinct`,
      `${COMPANIES} reported, progress shown`,
    ],
  ];
}
