// Typed reads of an instance's free-form `settings` JSON: wrong types fail loudly with the key
// name, so an admin typo is a clear error rather than a silent default.
import { NodeError, type NodeInstance } from '../types';

function misconfigured(instance: NodeInstance, message: string): NodeError {
  return new NodeError('rejected', `instance "${instance.name}" settings: ${message}`, true);
}

export function str(instance: NodeInstance, key: string): string | undefined;
export function str(instance: NodeInstance, key: string, fallback: string): string;
export function str(instance: NodeInstance, key: string, fallback?: string): string | undefined {
  const v = instance.settings[key];
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v !== 'string') throw misconfigured(instance, `${key} must be a string`);
  return v;
}

export function num(instance: NodeInstance, key: string, fallback: number): number;
export function num(instance: NodeInstance, key: string): number | undefined;
export function num(instance: NodeInstance, key: string, fallback?: number): number | undefined {
  const v = instance.settings[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw misconfigured(instance, `${key} must be a number`);
  return v;
}

export function bool(instance: NodeInstance, key: string, fallback: boolean): boolean {
  const v = instance.settings[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw misconfigured(instance, `${key} must be true or false`);
  return v;
}

export function obj(instance: NodeInstance, key: string): Record<string, unknown> | undefined {
  const v = instance.settings[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw misconfigured(instance, `${key} must be an object`);
  return v as Record<string, unknown>;
}

export function strList(instance: NodeInstance, key: string, fallback: string[]): string[] {
  const v = instance.settings[key];
  if (v === undefined || v === null) return fallback;
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) throw misconfigured(instance, `${key} must be a list of strings`);
  return v as string[];
}

/** The node's base URL (required for remote controllers). */
export function baseUrl(instance: NodeInstance): string {
  const url = str(instance, 'base_url');
  if (!url) throw misconfigured(instance, 'base_url is required');
  return url;
}

/** Capacity: settings.capacity when set (a positive integer), else the controller's default. */
export function capacityOf(instance: NodeInstance, fallback: number): number {
  const v = num(instance, 'capacity', fallback);
  return Number.isInteger(v) && v >= 1 ? v : fallback;
}

export { misconfigured };
