import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import { concatAST, parse, Source } from 'graphql';
import { validateSDL } from 'graphql/validation/validate.js';
import prettierConfig from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SCRIPTS = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}'];
const TYPED = ['**/*.{ts,mts,cts,tsx}'];
const SCHEMA = 'schema/*.graphql';
const OPERATIONS = 'web/src/**/*.graphql';
// One graphql-config for both: graphql-eslint keeps the first it loads for the whole run.
const graphqlLanguage = {
  parser: graphqlPlugin.parser,
  parserOptions: { graphQLConfig: { schema: SCHEMA, documents: OPERATIONS } },
};

const SERVICES = ['api', 'bff', 'web', 'contract'];
const FEATURES = readdirSync(path.join(import.meta.dirname, 'web/src/features'));

/**
 * The architecture's import boundaries (README "Rules every domain follows"): no service imports another (the
 * contract package is the one thing api, bff and tests share); web features do not import each other; the web's
 * shared layers do not import features (only the app collects them).
 */
const boundaryZones = [
  ...SERVICES.map((service) => ({
    target: `./${service}`,
    from: SERVICES.filter((other) => other !== service && !(other === 'contract' && service !== 'web')).map(
      (other) => `./${other}`,
    ),
    // The bff's tests send the web's generated operations (the documents the browser sends); the web checks early
    // what the api enforces with the contract's plain modules (no TypeBox in the browser): the rules, and the advanced
    // search's field catalog and grammar (the builder's rows are the api's query tree).
    except:
      service === 'bff'
        ? ['./src/generated']
        : service === 'web'
          ? ['./src/rules.ts', './src/search-fields.ts', './src/search-grammar.ts']
          : [],
    message: 'Services talk over HTTP, never by import (the REST contract is the shared package `contract/`).',
  })),
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A web feature does not import another: move what both need to web/src/components or web/src/lib.',
  })),
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared layers do not import features or the app.',
  },
];

/** The object types the schema marks `@embedded` (base.graphql): values kept inside their parent, needing no `id`. */
function embeddedTypes() {
  const dir = path.join(import.meta.dirname, 'schema');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .flatMap((name) => parse(readFileSync(path.join(dir, name), 'utf8')).definitions)
    .filter(
      (definition) =>
        definition.kind === 'ObjectTypeDefinition' &&
        definition.directives?.some((directive) => directive.name.value === 'embedded'),
    )
    .map((definition) => definition.name.value);
}

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
        const files = readdirSync(dir)
          .filter((name) => name.endsWith('.graphql'))
          .map((name) => path.join(dir, name));
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
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '.data*/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  // JavaScript and TypeScript rules only for scripts: the GraphQL files have their own parser and rules.
  ...[js.configs.recommended, ...tseslint.configs.recommended].map((config) => ({ ...config, files: SCRIPTS })),
  // Type-aware rules on TypeScript: promises not awaited or passed where a callback is expected, needless assertions.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: TYPED })),
  {
    files: TYPED,
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Fastify's plugins and hooks are async functions by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // codegen.ts belongs to no package (no Node types in reach): plain rules only.
  { ...tseslint.configs.disableTypeChecked, files: ['codegen.ts'] },
  {
    // Tests read JSON answers (`response.json()` is `any`) field by field; the assertions check their types.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: SCRIPTS,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { ...reactHooks.configs.flat['recommended-latest'], files: ['web/src/**/*.{ts,tsx}'] },
  {
    files: SCRIPTS,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
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
          'FieldDefinition[parent.name.value=Query]': {
            forbiddenPrefixes: ['query', 'get'],
            forbiddenSuffixes: ['Query'],
          },
          'FieldDefinition[parent.name.value=Mutation]': {
            forbiddenPrefixes: ['mutation'],
            forbiddenSuffixes: ['Mutation'],
          },
          'FieldDefinition[parent.name.value=Subscription]': {
            forbiddenPrefixes: ['subscription'],
            forbiddenSuffixes: ['Subscription'],
          },
          'EnumTypeDefinition,EnumTypeExtension': { forbiddenPrefixes: ['Enum'], forbiddenSuffixes: ['Enum'] },
          'InterfaceTypeDefinition,InterfaceTypeExtension': {
            forbiddenPrefixes: ['Interface'],
            forbiddenSuffixes: ['Interface'],
          },
          'UnionTypeDefinition,UnionTypeExtension': { forbiddenPrefixes: ['Union'], forbiddenSuffixes: ['Union'] },
          'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'] },
        },
      ],
      // Cache identity (README): every object type has an `id`, except values stored inside their parent.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          exceptions: {
            // A `...Count` is a number of rows per value (a group), stored inside its parent.
            suffixes: ['Payload', 'Connection', 'Count'],
            // Values kept inside their parent, not things: the types the schema marks `@embedded`.
            types: embeddedTypes(),
          },
        },
      ],
    },
  },
  prettierConfig,
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
