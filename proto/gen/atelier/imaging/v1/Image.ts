// Original file: atelier/imaging/v1/image.proto


export interface Image {
  'id'?: (string);
  'job_id'?: (string);
  'user_id'?: (string);
  'operation'?: (string);
  'prompt'?: (string);
  'negative_prompt'?: (string);
  'image_size'?: (string);
  'seed'?: (string);
  'status'?: (string);
  'make_public'?: (boolean);
  'error'?: (string);
  'original_key'?: (string);
  'thumbnail_key'?: (string);
  'created_at'?: (string);
  'user_name'?: (string);
  'user_profile_pic'?: (string);
  'preset'?: (string);
  'input_image_key'?: (string);
}

export interface Image__Output {
  'id': (string);
  'job_id': (string);
  'user_id': (string);
  'operation': (string);
  'prompt': (string);
  'negative_prompt': (string);
  'image_size': (string);
  'seed': (string);
  'status': (string);
  'make_public': (boolean);
  'error': (string);
  'original_key': (string);
  'thumbnail_key': (string);
  'created_at': (string);
  'user_name': (string);
  'user_profile_pic': (string);
  'preset': (string);
  'input_image_key': (string);
}
