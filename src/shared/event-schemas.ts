import { z } from 'zod';
import {
  REALTIME_EVENT_FIELDS,
  type EventFieldType,
  type RealtimeEventKind,
  type RealtimeEventMap,
} from './events.ts';

/**
 * zod schemas of the realtime event map (events.ts), for the server and tests: derived from the one map, so
 * a new kind needs no entry here. The web checks payloads with events.ts's readEventPayload (no zod in its
 * entry chunk).
 */
const fieldSchema = (type: EventFieldType) => {
  if (typeof type !== 'string') return z.enum(type as [string, ...string[]]);
  if (type === 'uuid') return z.uuid();
  if (type === 'string') return z.string();
  if (type === 'object') return z.record(z.string(), z.unknown());
  return type === 'boolean' ? z.boolean() : z.number();
};

export const realtimeEventSchemas = Object.fromEntries(
  Object.entries(REALTIME_EVENT_FIELDS).map(([kind, fields]) => [
    kind,
    z.object(
      Object.fromEntries(
        Object.entries(fields).map(([name, type]) => [name, fieldSchema(type as EventFieldType)]),
      ),
    ),
  ]),
) as unknown as { [K in RealtimeEventKind]: z.ZodType<RealtimeEventMap[K]> };

export const changeEventSchema = realtimeEventSchemas.change;
