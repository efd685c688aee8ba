// The Functions app (functions/ in azure.yaml) on Flex Consumption: Node 20 (the runtime the project is
// tested on), scale to zero, per-execution billing. Every connection is identity-based through the
// user-assigned identity; the settings below are the only ones the app and the host read.
param name string
param planName string
param location string
param tags object
param identityResourceId string
param identityClientId string
param storageBlobEndpoint string
param storageQueueEndpoint string
param deploymentContainerName string
param applicationInsightsConnectionString string
param cosmosEndpoint string
param cosmosDatabaseName string
param menuImagesContainerName string
@description('Azure Communication Services endpoint and sender address (infra/app/email.bicep).')
param emailEndpoint string
param emailSender string
@description('The site\'s public address for invitation links; empty: the address requests come to.')
param publicBaseUrl string = ''
param maximumInstanceCount int = 40
@allowed([512, 2048, 4096])
param instanceMemoryMB int = 2048

// Names checked by infra/infra-consistency.test.ts against functions/src/config.ts: each is read by the
// app's config schema, or by the Functions host / Azure SDK (listed with its reason in the test).
var appSettings = {
  // Storage for the host and the app (functions/src/data/storage.ts): identity, no connection string.
  AzureWebJobsStorage__blobServiceUri: storageBlobEndpoint
  AzureWebJobsStorage__queueServiceUri: storageQueueEndpoint
  AzureWebJobsStorage__credential: 'managedidentity'
  AzureWebJobsStorage__clientId: identityClientId
  // DefaultAzureCredential (Cosmos, Storage, Azure OpenAI in the app) picks the user-assigned identity.
  AZURE_CLIENT_ID: identityClientId
  COSMOS_ENDPOINT: cosmosEndpoint
  COSMOS_DATABASE: cosmosDatabaseName
  MENU_IMAGES_CONTAINER: menuImagesContainerName
  // E-mail to restaurant owners through Communication Services, with the identity (email.bicep).
  EMAIL_ENDPOINT: emailEndpoint
  EMAIL_SENDER: emailSender
  PUBLIC_BASE_URL: publicBaseUrl
  // Static Web Apps adds one X-Forwarded-For hop in front of the linked backend.
  TRUSTED_PROXY_HOPS: '1'
  // Application Insights with local auth off: telemetry is sent with the identity's Entra token.
  APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsightsConnectionString
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'ClientId=${identityClientId};Authorization=AAD'
}

module plan 'br/public:avm/res/web/serverfarm:0.1.1' = {
  name: 'flex-plan'
  params: {
    name: planName
    location: location
    tags: tags
    sku: {
      name: 'FC1'
      tier: 'FlexConsumption'
    }
    reserved: true
  }
}

module site 'br/public:avm/res/web/site:0.15.1' = {
  name: 'function-app'
  params: {
    kind: 'functionapp,linux'
    name: name
    location: location
    tags: union(tags, { 'azd-service-name': 'api' })
    serverFarmResourceId: plan.outputs.resourceId
    managedIdentities: {
      systemAssigned: false
      userAssignedResourceIds: [identityResourceId]
    }
    keyVaultAccessIdentityResourceId: identityResourceId
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storageBlobEndpoint}${deploymentContainerName}'
          authentication: {
            type: 'UserAssignedIdentity'
            userAssignedIdentityResourceId: identityResourceId
          }
        }
      }
      scaleAndConcurrency: {
        instanceMemoryMB: instanceMemoryMB
        maximumInstanceCount: maximumInstanceCount
      }
      runtime: {
        name: 'node'
        version: '20'
      }
    }
    siteConfig: {
      alwaysOn: false
      minTlsVersion: '1.2'
      ftpsState: 'Disabled'
    }
    basicPublishingCredentialsPolicies: [
      { name: 'ftp', allow: false }
      { name: 'scm', allow: false }
    ]
    httpsOnly: true
    appSettingsKeyValuePairs: appSettings
  }
}

output name string = site.outputs.name
output resourceId string = site.outputs.resourceId
output defaultHostname string = site.outputs.defaultHostname
