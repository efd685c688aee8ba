// The web app (web/dist in azure.yaml) on Static Web Apps Standard, with the Functions app linked as its
// backend ("bring your own functions"): /api/* on the site is forwarded to the Functions app, whose
// host.json route prefix must stay "api". Standard is required for a linked backend.
// Plain resources: the linked backend is a child resource with a stable GA API version.
param name string
param location string
param tags object
param functionAppResourceId string
param functionAppLocation string

resource site 'Microsoft.Web/staticSites@2023-12-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'web' })
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    // azd deploys web/dist itself; no repository is connected.
    allowConfigFileUpdates: true
    stagingEnvironmentPolicy: 'Enabled'
  }
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2023-12-01' = {
  parent: site
  name: 'api'
  properties: {
    backendResourceId: functionAppResourceId
    region: functionAppLocation
  }
}

output name string = site.name
output uri string = 'https://${site.properties.defaultHostname}'
