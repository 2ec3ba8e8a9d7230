// The imaging schema as Kysely sees it (mirrors the migrations). Repositories take `Db`, the
// schema-bound Kysely or a transaction on it, so one query serves both. The shared column types
// and Postgres helpers are the platform kit's.
import type { ColumnType, CreatedAt, Db as DbOf, Generated, TraceCarrier } from '@atelier/platform';
import type { ActiveStatus, ControllerName, ImageStatus, JobParams, JobStatus, ModelType, Operation, SubscriptionType } from '../domain/types';

/** A jsonb column: read as T, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface ModelsTable {
  id: string;
  name: string;
  type: ModelType;
  sizes: Json<string[]>;
  status: ActiveStatus;
  credits: number;
  /** What the model can and cannot do, in words ('' when nobody wrote one). */
  description: ColumnType<string, string | undefined, string>;
  seed_key: string | null;
  created_at: CreatedAt;
}

export interface ModelInstancesTable {
  id: string;
  name: string;
  controller_name: ControllerName;
  priority: number;
  api_token_sealed: string | null;
  settings: Json<unknown>;
  status: ActiveStatus;
  model_id: string;
  failures: Generated<number>;
  unhealthy_until: Date | null;
  /** An admin's pause: running jobs finish, no new ones are claimed. */
  paused: Generated<boolean>;
  /** The last node failure, as an operator reads it, and when. */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last call that worked (null: never called since created — health "unknown"). */
  last_ok_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  seed_key: string | null;
  created_at: CreatedAt;
}

/** Object keys of a job's validated inputs (PNG). */
export interface InputKeys {
  image?: string;
  mask?: string;
}

export interface JobsTable {
  id: string;
  user_id: string;
  operation: Operation;
  model_id: string;
  params: Json<JobParams>;
  input_keys: Json<InputKeys>;
  credits: number;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  instance_id: string | null;
  tried_instance_ids: ColumnType<string[], never, string[]>;
  not_before: Date | null;
  error: string | null;
  hold_id: string;
  hold_settled_at: Date | null;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
  /** The submit's W3C trace context (traceparent…), parent of the worker's `job.run` span; null untraced. */
  trace_context: ColumnType<TraceCarrier | null, string | null | undefined, never>;
}

export interface ImagesTable {
  id: string;
  /** The job (REST parent_id); no foreign key: pruning finished jobs keeps their images. */
  job_id: string;
  /** The job's model, kept on the image so it outlives a pruned job (feeds' Remix). */
  model_id: string;
  idx: number;
  user_id: string;
  operation: Operation;
  prompt: string;
  negative_prompt: string;
  size: string;
  seed: string | null;
  status: Generated<ImageStatus>;
  original_key: string | null;
  thumbnail_key: string | null;
  make_public: boolean;
  error: string | null;
  /** What the node used, when it said (GeneratedImage.preset); null otherwise. */
  preset: ColumnType<string | null, string | null | undefined, string | null>;
  /** Pixels of the stored image (set at success; the requested size for older rows). */
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  like_count: Generated<number>;
  /** domain/categories.ts over the prompt, set at success. */
  categories: ColumnType<string[], string[] | undefined, string[]>;
  /** Generated: to_tsvector('english', prompt). */
  search: ColumnType<string, never, never>;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: string;
  name: string;
  profile_pic: string | null;
  updated_at: Date;
  /** identity's status: active | block | deactive; only active authors appear in feeds. */
  status: Generated<string>;
  follower_count: Generated<number>;
  /** billing's tier (free | premium): a free user's text2img and inpaint images are public (spec §6). */
  subscription: Generated<SubscriptionType>;
  /** When the event that set `subscription` happened: a late, older event does not undo a newer one. */
  subscription_at: Generated<Date>;
}

export interface ImageLikesTable {
  image_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: CreatedAt;
}

export interface FeedRulesTable {
  name: string;
  version: number;
}

export interface ImagingDB {
  models: ModelsTable;
  model_instances: ModelInstancesTable;
  jobs: JobsTable;
  images: ImagesTable;
  users: UsersTable;
  image_likes: ImageLikesTable;
  follows: FollowsTable;
  feed_rules: FeedRulesTable;
}

export type Db = DbOf<ImagingDB>;
