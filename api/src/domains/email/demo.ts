import { sql } from 'kysely';
import type { DomainDemo } from '../../seed/domain-demos.js';
import { receiveInbound } from './mailbox.js';

/** Threads the admin exchanged with a few demo contacts (the sandbox's mailbox), so that activity and the viewer show mail. */
const threads = [
  {
    subject: 'Bridge finance for the Canary Wharf refinance',
    messages: [
      {
        from: 'admin',
        body: '<p>Dear {first},</p><p>Please find the teaser for the refinance attached. Would your credit committee look at a 12-month bridge?</p><p>Kind regards</p>',
      },
      {
        from: 'contact',
        body: "<p>Thanks, happy to take a look. Can you share the valuation report and the borrower's track record?</p>",
      },
      { from: 'admin', body: '<p>Of course: both are in the data room, link to follow. Speak on Thursday?</p>' },
    ],
  },
  {
    subject: 'Introduction',
    messages: [
      {
        from: 'contact',
        body: '<p>Good to meet you at the conference. We are looking for senior debt deals of £5-25m in London.</p>',
      },
      { from: 'admin', body: '<p>Likewise, {first}. We have two that may fit; I will send the details this week.</p>' },
    ],
  },
  {
    subject: 'Term sheet comments',
    messages: [
      {
        from: 'admin',
        body: '<p>Hi {first},</p><p>Our comments on the term sheet are below. The main point is the exit fee.</p>',
      },
    ],
  },
];

export const seedDemo: DomainDemo = async (db, { accounts }) => {
  const contacts = await db
    .selectFrom('person as p')
    .innerJoin('person_email as e', 'e.person_id', 'p.id')
    .select(['p.id', 'p.first_name'])
    .where('p.id', 'not in', Object.values(accounts))
    .where('p.is_deleted', '=', false)
    .where('e.position', '=', 0)
    .orderBy('p.id')
    .limit(threads.length)
    .execute();
  let count = 0;
  for (const [index, contact] of contacts.entries()) {
    const thread = threads[index]!;
    const conversation = `demo-${index + 1}`;
    for (const [position, message] of thread.messages.entries()) {
      const fromAdmin = message.from === 'admin';
      const { id } = await db
        .insertInto('email_message')
        .values({
          subject: position === 0 ? thread.subject : `RE: ${thread.subject}`,
          content: message.body.replace('{first}', contact.first_name),
          date: sql<Date>`now() - ${`${(index + 1) * 24 + (thread.messages.length - position) * 3} hours`}::interval`,
          sender_id: fromAdmin ? accounts.admin : contact.id,
          conversation_id: conversation,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('email_message_recipient')
        .values({ message_id: id, kind: 'to', person_id: fromAdmin ? contact.id : accounts.admin, position: 0 })
        .execute();
      count += 1;
    }
  }
  // Mail from an address that belongs to no contact: it shows in Contact Management's New Contacts.
  await receiveInbound(db, {
    ownerId: accounts.admin,
    from: 'enquiries@harbourline-capital.test',
    subject: 'Mezzanine appetite for 2027',
    content: '<p>Hello, we are raising a mezzanine fund for 2027 and would like to hear about your pipeline.</p>',
    date: new Date(Date.now() - 5 * 3_600_000),
  });
  count += 1;
  return `${count} email messages in ${contacts.length + 1} threads`;
};
