// Original file: atelier/identity/v1/identity_service.proto


export interface ClientInfo {
  'ip'?: (string);
  'user_agent'?: (string);
}

export interface ClientInfo__Output {
  'ip': (string);
  'user_agent': (string);
}
