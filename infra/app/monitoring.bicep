// Log Analytics + workspace-based Application Insights. Local (key) auth is off: only Entra-authenticated
// telemetry is accepted (the app's identity has Monitoring Metrics Publisher, see rbac.bicep). The Functions
// host sends every context.log / context.error line and every invocation (requests table) here.
param location string
param tags object
param resourceToken string

module workspace 'br/public:avm/res/operational-insights/workspace:0.11.1' = {
  name: 'log-analytics'
  params: {
    name: 'log-${resourceToken}'
    location: location
    tags: tags
    dataRetention: 30
  }
}

module component 'br/public:avm/res/insights/component:0.6.0' = {
  name: 'application-insights'
  params: {
    name: 'appi-${resourceToken}'
    location: location
    tags: tags
    workspaceResourceId: workspace.outputs.resourceId
    disableLocalAuth: true
  }
}

output applicationInsightsName string = component.outputs.name
output applicationInsightsId string = component.outputs.resourceId
output applicationInsightsConnectionString string = component.outputs.connectionString
