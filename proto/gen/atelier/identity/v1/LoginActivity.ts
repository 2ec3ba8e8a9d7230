// Original file: atelier/identity/v1/identity_service.proto


export interface LoginActivity {
  'created_at'?: (string);
  'ip'?: (string);
  'browser'?: (string);
  'os'?: (string);
}

export interface LoginActivity__Output {
  'created_at': (string);
  'ip': (string);
  'browser': (string);
  'os': (string);
}
