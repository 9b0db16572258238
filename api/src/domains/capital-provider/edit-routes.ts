import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CapitalProvider } from '@ft8/contract/capital-provider';
import { CapitalProviderWrite, rangeErrors } from '@ft8/contract/capital-provider-edit';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { fieldErrors, notFound } from '../../http-error.js';
import {
  capitalProviderRuleErrors,
  createCapitalProviderWriteRepository,
  type CapitalProviderWriteBody,
} from './write-repository.js';

type Rules = Parameters<typeof capitalProviderRuleErrors>[0];
const defaults: Rules = {
  is_debt: true,
  is_equity: false,
  cp_subcategory_types: [],
  investment_classes: [],
  description: '',
};
const unsetRanges = { min_term: 0, max_term: 0, min_size: 0, max_size: 0 };

/** `POST capital_provider/` and `PATCH capital_provider/{id}/`: staff save a contact's lending criteria. */
export const capitalProviderEditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { capitalProvider, contact } = fastify.repos;
  const writes = createCapitalProviderWriteRepository(fastify.db);

  async function check(body: CapitalProviderWriteBody, stored: Rules & typeof unsetRanges) {
    const errors = {
      ...capitalProviderRuleErrors({ ...stored, ...body }),
      ...rangeErrors({ ...stored, ...body }, (field) => field in body),
      ...(await writes.lookupErrors(body)),
    };
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  }

  fastify.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'staff' },
      schema: {
        summary: "Create a contact's lending criteria",
        tags: ['capital providers'],
        body: CapitalProviderWrite,
        response: { 201: CapitalProvider, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { person, ...body } = request.body;
      if (person === undefined) throw fieldErrors({ person: ['This field is required.'] });
      const owner = await contact.findById(person);
      if (!owner || owner.is_deleted)
        throw fieldErrors({ person: [`Invalid pk "${person}" - object does not exist.`] });
      if (await writes.findByPerson(person))
        throw fieldErrors({ person: ['This contact already has capital provider information.'] });
      await check(body, { ...defaults, ...unsetRanges });
      const id = await writes.save(body, { person });
      return reply.code(201).send((await capitalProvider.findById(id))!);
    },
  );

  fastify.patch(
    '/:id(^\\d+)/',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Update a contact's lending criteria (the changed fields)",
        tags: ['capital providers'],
        params: IdParams,
        body: CapitalProviderWrite,
        response: { 200: CapitalProvider, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const stored = await capitalProvider.findById(request.params.id);
      if (!stored) throw notFound();
      const { person, ...body } = request.body;
      if (person !== undefined && person !== stored.person)
        throw fieldErrors({ person: ['This field cannot be changed here.'] });
      await check(body, stored);
      await writes.save(body, { id: stored.id });
      return (await capitalProvider.findById(stored.id))!;
    },
  );
};
