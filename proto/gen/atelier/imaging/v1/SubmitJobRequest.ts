// Original file: atelier/imaging/v1/imaging_service.proto


export interface SubmitJobRequest {
  'user_id'?: (string);
  'operation'?: (string);
  'model_id'?: (string);
  'prompt'?: (string);
  'negative_prompt'?: (string);
  'image_size'?: (string);
  'image_number'?: (number);
  'make_public'?: (boolean);
  'input_image_upload'?: (string);
  'input_mask_upload'?: (string);
  'uov_method'?: (string);
  'upscale_value'?: (number | string);
  'outpaint_selections'?: (string)[];
  'outpaint_distance_left'?: (number);
  'outpaint_distance_right'?: (number);
  'outpaint_distance_top'?: (number);
  'outpaint_distance_bottom'?: (number);
  'seed'?: (string);
  '_upscale_value'?: "upscale_value";
  '_outpaint_distance_left'?: "outpaint_distance_left";
  '_outpaint_distance_right'?: "outpaint_distance_right";
  '_outpaint_distance_top'?: "outpaint_distance_top";
  '_outpaint_distance_bottom'?: "outpaint_distance_bottom";
  '_seed'?: "seed";
}

export interface SubmitJobRequest__Output {
  'user_id': (string);
  'operation': (string);
  'model_id': (string);
  'prompt': (string);
  'negative_prompt': (string);
  'image_size': (string);
  'image_number': (number);
  'make_public': (boolean);
  'input_image_upload': (string);
  'input_mask_upload': (string);
  'uov_method': (string);
  'upscale_value'?: (number);
  'outpaint_selections': (string)[];
  'outpaint_distance_left'?: (number);
  'outpaint_distance_right'?: (number);
  'outpaint_distance_top'?: (number);
  'outpaint_distance_bottom'?: (number);
  'seed'?: (string);
  '_upscale_value'?: "upscale_value";
  '_outpaint_distance_left'?: "outpaint_distance_left";
  '_outpaint_distance_right'?: "outpaint_distance_right";
  '_outpaint_distance_top'?: "outpaint_distance_top";
  '_outpaint_distance_bottom'?: "outpaint_distance_bottom";
  '_seed'?: "seed";
}
