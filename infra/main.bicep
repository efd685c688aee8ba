// Lunchkoll on Azure: `azd up` provisions this file (subscription scope) and deploys the two services of
// azure.yaml. Nothing here holds a key: every service is reached with the user-assigned identity.
// The literal lists below (queues, blob containers, Cosmos containers) are compared with the code by
// infra/infra-consistency.test.ts: change them together with functions/src/data/*.ts.
targetScope = 'subscription'

@minLength(1)
@maxLength(64)
@description('azd environment name; used for the resource group name and the unique resource suffix.')
param environmentName string

// Flex Consumption runs in a subset of regions; swedencentral is one of them and is close to the users.
@minLength(1)
@description('Region of every resource (Flex Consumption must be available there).')
@metadata({ azd: { type: 'location' } })
param location string

@description('Region of the Static Web App (it is a global service with few metadata regions).')
@allowed(['westeurope', 'eastus2', 'centralus', 'westus2', 'eastasia'])
param webLocation string = 'westeurope'

@description('Object id of the person running azd (set by azd). Gets the Cosmos DB data role so `npm run user` can create the first admin; empty to skip.')
param principalId string = ''

@description('Email address that receives the alerts; empty for alerts without notification (visible in the portal).')
param alertEmail string = ''

@description('The site\'s public address for links in e-mails (e.g. https://lunchkoll.se); empty to use the address requests come to.')
param publicBaseUrl string = ''

@description('Maximum Flex Consumption instances (caps the cost of a runaway queue).')
param maximumInstanceCount int = 40

var resourceToken = toLower(uniqueString(subscription().id, environmentName, location))
var tags = { 'azd-env-name': environmentName }

// --- What the code uses (checked against functions/src/data by infra/infra-consistency.test.ts) ---
var cosmosDatabaseName = 'lunch'
var menuImagesContainerName = 'menu-images'
var storageQueues = [
  'fast'
  'fast-poison'
  'slow'
  'slow-poison'
  'imggen'
  'imggen-poison'
  'rank'
  'rank-poison'
  'error'
  'error-poison'
]
var blobContainers = [
  menuImagesContainerName
  'restaurants-import'
]
// defaultTtl in seconds; absent = TTL off (items never expire).
var cosmosContainers = [
  { name: 'restaurants', partitionKey: '/city' }
  { name: 'users', partitionKey: '/id' }
  { name: 'sessions', partitionKey: '/id', defaultTtl: 43200 }
  { name: 'loginAttempts', partitionKey: '/id', defaultTtl: 86400 }
  { name: 'devices', partitionKey: '/id', defaultTtl: 15552000 }
  { name: 'todos', partitionKey: '/userId' }
  { name: 'auditLog', partitionKey: '/day' }
  { name: 'meta', partitionKey: '/id' }
  { name: 'deletedRestaurants', partitionKey: '/id', defaultTtl: 7776000 }
  { name: 'extractionJobs', partitionKey: '/queue', defaultTtl: 604800 }
  { name: 'logs', partitionKey: '/day', defaultTtl: 2592000 }
  { name: 'uploads', partitionKey: '/userId', defaultTtl: 7776000 }
  { name: 'analyticsCounts', partitionKey: '/city', defaultTtl: 7776000 }
  { name: 'workflowRuns', partitionKey: '/runId', defaultTtl: 2592000 }
  { name: 'menuReviews', partitionKey: '/restaurantId' }
  { name: 'ownerClaims', partitionKey: '/restaurantId' }
  { name: 'ownerInvites', partitionKey: '/id' }
  { name: 'ownerWeeks', partitionKey: '/restaurantId' }
  { name: 'ownerReminders', partitionKey: '/restaurantId', defaultTtl: 5184000 }
]

resource rg 'Microsoft.Resources/resourceGroups@2024-03-01' = {
  name: 'rg-${environmentName}'
  location: location
  tags: tags
}

module identity 'br/public:avm/res/managed-identity/user-assigned-identity:0.4.1' = {
  name: 'identity'
  scope: rg
  params: {
    name: 'id-api-${resourceToken}'
    location: location
    tags: tags
  }
}

module monitoring 'app/monitoring.bicep' = {
  name: 'monitoring'
  scope: rg
  params: {
    location: location
    tags: tags
    resourceToken: resourceToken
  }
}

module storage 'app/storage.bicep' = {
  name: 'storage'
  scope: rg
  params: {
    name: 'st${resourceToken}'
    location: location
    tags: tags
    queues: storageQueues
    containers: blobContainers
    deploymentContainerName: 'app-package-${resourceToken}'
  }
}

module cosmos 'app/cosmos.bicep' = {
  name: 'cosmos'
  scope: rg
  params: {
    name: 'cosmos-${resourceToken}'
    location: location
    tags: tags
    databaseName: cosmosDatabaseName
    containers: cosmosContainers
  }
}

module rbac 'app/rbac.bicep' = {
  name: 'rbac'
  scope: rg
  params: {
    identityPrincipalId: identity.outputs.principalId
    storageAccountName: storage.outputs.name
    cosmosAccountName: cosmos.outputs.name
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    userPrincipalId: principalId
  }
}

module email 'app/email.bicep' = {
  name: 'email'
  scope: rg
  params: {
    resourceToken: resourceToken
    tags: tags
    identityPrincipalId: identity.outputs.principalId
  }
}

module api 'app/api.bicep' = {
  name: 'api'
  scope: rg
  params: {
    name: 'func-${resourceToken}'
    planName: 'plan-${resourceToken}'
    location: location
    tags: tags
    identityResourceId: identity.outputs.resourceId
    identityClientId: identity.outputs.clientId
    storageBlobEndpoint: storage.outputs.blobEndpoint
    storageQueueEndpoint: storage.outputs.queueEndpoint
    deploymentContainerName: storage.outputs.deploymentContainerName
    applicationInsightsConnectionString: monitoring.outputs.applicationInsightsConnectionString
    cosmosEndpoint: cosmos.outputs.endpoint
    cosmosDatabaseName: cosmosDatabaseName
    menuImagesContainerName: menuImagesContainerName
    maximumInstanceCount: maximumInstanceCount
    emailEndpoint: email.outputs.endpoint
    emailSender: email.outputs.sender
    publicBaseUrl: publicBaseUrl
  }
  // The host needs its data roles before its first start, or the triggers fail to list the queues.
  dependsOn: [rbac]
}

module web 'app/web.bicep' = {
  name: 'web'
  scope: rg
  params: {
    name: 'stapp-${resourceToken}'
    location: webLocation
    tags: tags
    functionAppResourceId: api.outputs.resourceId
    functionAppLocation: location
  }
}

module alerts 'app/alerts.bicep' = {
  name: 'alerts'
  scope: rg
  params: {
    location: location
    tags: tags
    resourceToken: resourceToken
    applicationInsightsId: monitoring.outputs.applicationInsightsId
    storageAccountId: storage.outputs.resourceId
    alertEmail: alertEmail
  }
}

// Read by azd (service endpoints, `azd env get-values`) and by the README's operator commands.
output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
output AZURE_RESOURCE_GROUP string = rg.name
output AZURE_CLIENT_ID string = identity.outputs.clientId
output AZURE_FUNCTION_APP_NAME string = api.outputs.name
output AZURE_STATIC_WEB_APP_NAME string = web.outputs.name
output AZURE_STORAGE_ACCOUNT_NAME string = storage.outputs.name
output AZURE_COSMOS_ACCOUNT_NAME string = cosmos.outputs.name
output COSMOS_ENDPOINT string = cosmos.outputs.endpoint
output COSMOS_DATABASE string = cosmosDatabaseName
output WEB_URI string = web.outputs.uri
// The linked backend serves the Functions app under the static site's /api, the host.json route prefix.
output API_BASE_URL string = '${web.outputs.uri}/api'
output APPLICATIONINSIGHTS_NAME string = monitoring.outputs.applicationInsightsName
