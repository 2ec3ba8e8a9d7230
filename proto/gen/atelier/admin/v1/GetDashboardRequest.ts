// Original file: atelier/admin/v1/admin_service.proto


export interface GetDashboardRequest {
}

export interface GetDashboardRequest__Output {
}
