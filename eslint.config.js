import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import { concatAST, parse, Source } from 'graphql';
import { validateSDL } from 'graphql/validation/validate.js';
import tseslint from 'typescript-eslint';

const SCRIPTS = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}'];
const SCHEMA = 'schema/*.graphql';
const OPERATIONS = 'web/src/**/*.graphql';
// One graphql-config for both: graphql-eslint keeps the first it loads for the whole run.
const graphqlLanguage = {
  parser: graphqlPlugin.parser,
  parserOptions: { graphQLConfig: { schema: SCHEMA, documents: OPERATIONS } },
};

/**
 * graphql-js's own SDL validation of all schema files together, reported in the file at fault. graphql-eslint
 * merges the files before checking, and the merge silently drops a field declared twice in two files' `extend type`.
 */
const wholeSchemaRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      Program() {
        const dir = path.join(import.meta.dirname, 'schema');
        const files = readdirSync(dir).filter((name) => name.endsWith('.graphql')).map((name) => path.join(dir, name));
        let errors;
        try {
          errors = validateSDL(concatAST(files.map((file) => parse(new Source(readFileSync(file, 'utf8'), file)))));
        } catch {
          return; // A syntax error: the parser reports it in its file.
        }
        for (const error of errors) {
          const [location] = error.locations ?? [];
          if (error.source?.name !== context.filename || !location) continue;
          context.report({ loc: { line: location.line, column: location.column - 1 }, message: error.message });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '.data*/**', '**/test-results/**', '**/playwright-report/**'],
  },
  // JavaScript and TypeScript rules only for scripts: the GraphQL files have their own parser and rules.
  ...[js.configs.recommended, ...tseslint.configs.recommended].map((config) => ({ ...config, files: SCRIPTS })),
  {
    files: SCRIPTS,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [SCHEMA],
    languageOptions: graphqlLanguage,
    plugins: { '@graphql-eslint': graphqlPlugin, ft8: { rules: { 'whole-schema': wholeSchemaRule } } },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      'ft8/whole-schema': 'error',
      // Descriptions are written both ways ("..." and block strings); either reads fine.
      '@graphql-eslint/description-style': 'off',
      // The recommended conventions, less the ban on a `Type` suffix: `ProjectType`, `AssetType` are domain words.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          Argument: 'camelCase',
          DirectiveDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['query', 'get'], forbiddenSuffixes: ['Query'] },
          'FieldDefinition[parent.name.value=Mutation]': { forbiddenPrefixes: ['mutation'], forbiddenSuffixes: ['Mutation'] },
          'FieldDefinition[parent.name.value=Subscription]': { forbiddenPrefixes: ['subscription'], forbiddenSuffixes: ['Subscription'] },
          'EnumTypeDefinition,EnumTypeExtension': { forbiddenPrefixes: ['Enum'], forbiddenSuffixes: ['Enum'] },
          'InterfaceTypeDefinition,InterfaceTypeExtension': { forbiddenPrefixes: ['Interface'], forbiddenSuffixes: ['Interface'] },
          'UnionTypeDefinition,UnionTypeExtension': { forbiddenPrefixes: ['Union'], forbiddenSuffixes: ['Union'] },
          'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'] },
        },
      ],
      // Cache identity (README): every object type has an `id`, except values stored inside their parent.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          exceptions: {
            suffixes: ['Payload', 'Connection'],
            types: ['PageInfo', 'UserError', 'Lookups', 'OutlookStatus', 'PersonEmail', 'PersonPhone', 'PersonGroupCount'],
          },
        },
      ],
    },
  },
  {
    files: [OPERATIONS],
    languageOptions: graphqlLanguage,
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      // Operations and fragments are named `<Component>_<Purpose>` (STYLE.md).
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/ },
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/ },
        },
      ],
    },
  },
);
