/**
 * The order service's contract as an OpenAPI 3.1 document, made from the contract's own valibot
 * schemas (`src/api/contract/`), so the document cannot say anything the app does not check.
 * `npm run docs:openapi` writes it to docs/openapi.json; a unit test fails when the two differ.
 *
 * Schemas are the input side of each valibot schema: what a service may send (a nullable field may
 * also be left out), before the app fills in its defaults.
 */
import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  CALLS,
  type CallName,
  type CallSpec,
  IDEMPOTENCY_HEADER,
  ServiceErrorSchema,
} from '../../src/api/contract/calls.ts';
import {
  BreakTimeSchema,
  CategorySchema,
  LocaleEntrySchema,
  LocaleMenuSchema,
  MenuSchema,
  OptionGroupSchema,
  OptionGroupTranslationSchema,
  OptionSchema,
  OptionTranslationSchema,
  PromotionSchema,
  ShopInfoSchema,
  TableInfoSchema,
} from '../../src/api/contract/entities.ts';
import {
  GatewayFieldsSchema,
  OrderBodySchema,
  OrderLineInputSchema,
  OrderPlacedSchema,
  ReceiptBodySchema,
  WaitingRegisterBodySchema,
} from '../../src/api/contract/other-calls.ts';
import {
  CustomLinkSchema,
  MappedShopSchema,
  OrderStatusLineSchema,
  PaymentResultSchema,
  PrintLogGroupSchema,
  PrintLogLineSchema,
  ShopGroupSchema,
  ShopWaitingInfoSchema,
  WaitingRegistrationSchema,
} from '../../src/api/contract/other-entities.ts';
import { CALL_PATHS } from '../../src/api/contract/paths.ts';
import {
  TABLE_CART_CALLS,
  TABLE_CART_EVENT,
  TableCartLineSchema,
  TableCartOpSchema,
  TableCartOrderRefSchema,
  TableCartStateSchema,
} from '../../src/api/contract/table-cart.ts';
import { CALL_NOTES } from './call-notes.ts';

/** Named shapes, written once under components/schemas and referred to from the calls. */
const DEFINITIONS: Record<string, v.GenericSchema> = {
  ShopInfo: ShopInfoSchema,
  TableInfo: TableInfoSchema,
  BreakTime: BreakTimeSchema,
  Promotion: PromotionSchema,
  LocaleEntry: LocaleEntrySchema,
  OptionTranslation: OptionTranslationSchema,
  OptionGroupTranslation: OptionGroupTranslationSchema,
  Category: CategorySchema,
  Menu: MenuSchema,
  LocaleMenu: LocaleMenuSchema,
  OptionGroup: OptionGroupSchema,
  Option: OptionSchema,
  PrintLogGroup: PrintLogGroupSchema,
  PrintLogLine: PrintLogLineSchema,
  PaymentResult: PaymentResultSchema,
  OrderStatusLine: OrderStatusLineSchema,
  ShopGroup: ShopGroupSchema,
  MappedShop: MappedShopSchema,
  CustomLink: CustomLinkSchema,
  ShopWaitingInfo: ShopWaitingInfoSchema,
  WaitingRegistration: WaitingRegistrationSchema,
  ReceiptBody: ReceiptBodySchema,
  WaitingRegisterBody: WaitingRegisterBodySchema,
  OrderBody: OrderBodySchema,
  OrderLine: OrderLineInputSchema,
  OrderPlaced: OrderPlacedSchema,
  GatewayFields: GatewayFieldsSchema,
  TableCartState: TableCartStateSchema,
  TableCartLine: TableCartLineSchema,
  TableCartOp: TableCartOpSchema,
  TableCartOrderRef: TableCartOrderRefSchema,
};

const CONFIG: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  // A schema the converter cannot express must stop the build, not vanish from the document.
  errorMode: 'throw',
  definitions: DEFINITIONS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

function schemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(schema, CONFIG);
  return rest;
}

function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

function queryParams(query: v.GenericSchema | undefined): object[] {
  if (!query) return [];
  const converted = schemaOf(query);
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(converted.required ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function responsesOf(name: CallName, spec: CallSpec): Record<string, object> {
  const notes = CALL_NOTES[name];
  const ok =
    spec.response.kind === 'json'
      ? { description: 'The answer.', content: { 'application/json': { schema: schemaOf(spec.response.schema) } } }
      : spec.response.kind === 'text'
        ? {
            description: 'The answer as bare text (a JSON string is read the same).',
            content: { 'text/plain': { schema: { type: 'string' } } },
          }
        : { description: 'Done. Any body is ignored.' };
  return {
    '200': ok,
    ...notes.responses,
    default: {
      description: 'Refused or failed.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ServiceError' } } },
    },
  };
}

function operationOf(name: CallName, spec: CallSpec): object {
  const notes = CALL_NOTES[name];
  const parameters = [
    ...pathParams(spec.path).map((param) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } })),
    ...queryParams(spec.query),
    ...(notes.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
  return {
    operationId: name,
    summary: notes.summary,
    ...(notes.description ? { description: notes.description } : {}),
    security: spec.bearer ? [{ tableToken: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(spec.body) } } } }
      : {}),
    responses: responsesOf(name, spec),
  };
}

/** The table cart's event stream: not a JSON call, so written here rather than in the contract's list. */
function tableCartEventsOperation(): object {
  return {
    operationId: 'tableCartEvents',
    summary: 'Extension: the table’s shared cart as a stream of server-sent events.',
    description:
      `A \`${TABLE_CART_EVENT}\` event carries a whole TableCartState as JSON: one at once on connecting, one ` +
      'after every change. A comment line (`: heartbeat`) comes every 15 s while nothing changes. Read with ' +
      '`fetch` (EventSource cannot send the bearer header); a phone that cannot keep it open asks ' +
      '`GET /table/cart` every few seconds instead.',
    security: [{ tableToken: [] }],
    parameters: queryParams(TABLE_CART_CALLS.tableCart.query),
    responses: {
      '200': {
        description: 'The stream, open until the phone goes.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      ...CALL_NOTES.tableCart.responses,
      default: {
        description: 'Refused or failed.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ServiceError' } } },
      },
    },
  };
}

export function buildOpenApi(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, spec] of Object.entries(CALLS) as [CallName, CallSpec][]) {
    paths[spec.path] ??= {};
    const operations = paths[spec.path] ?? {};
    operations[spec.method.toLowerCase()] = operationOf(name, spec);
  }
  paths[CALL_PATHS.tableCartEvents] = { get: tableCartEventsOperation() };
  const schemas = toJsonSchemaDefs(DEFINITIONS, CONFIG);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Table ordering: the order service',
      version: '1',
      description:
        'What a restaurant’s order service answers for the table-ordering app. Made from the app’s ' +
        'contract (src/api/contract/) by `npm run docs:openapi`; read docs/order-service.md first.',
    },
    servers: [{ url: '/api', description: 'The demo service (`npm start`); yours is the app’s VITE_API_BASE.' }],
    paths,
    components: {
      schemas: { ...schemas, ServiceError: schemaOf(ServiceErrorSchema) },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'The same on every repeat of one request (a retry, a replay from the offline queue). ' +
            'A key seen before must not act twice; see each call for what the repeat answers.',
          schema: { type: 'string', maxLength: 64 },
        },
      },
      securitySchemes: {
        tableToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The table token from the QR code’s link (`?token=`), on four calls of the spec (section 6) and the extensions’ calls.',
        },
      },
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
