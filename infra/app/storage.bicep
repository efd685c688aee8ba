// Storage account for the app's queues and blobs, the Functions host (AzureWebJobsStorage: timer locks,
// queue trigger bookkeeping) and the Flex Consumption deployment package. Shared keys are off: every
// client signs in with Entra ID (the app's user-assigned identity, roles in rbac.bicep).
param name string
param location string
param tags object
@description('Every queue the code uses, with its <queue>-poison queue.')
param queues string[]
@description('Blob containers the code uses.')
param containers string[]
@description('Container that holds the Functions deployment package (written by azd, read by the platform).')
param deploymentContainerName string

module account 'br/public:avm/res/storage/storage-account:0.8.3' = {
  name: 'storage-account'
  params: {
    name: name
    location: location
    tags: tags
    kind: 'StorageV2'
    skuName: 'Standard_LRS'
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    minimumTlsVersion: 'TLS1_2'
    dnsEndpointType: 'Standard'
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      defaultAction: 'Allow'
      bypass: 'AzureServices'
    }
    blobServices: {
      containers: map(concat(containers, [deploymentContainerName]), container => { name: container })
    }
    queueServices: {
      queues: map(queues, queue => { name: queue })
    }
  }
}

output name string = account.outputs.name
output resourceId string = account.outputs.resourceId
output blobEndpoint string = 'https://${name}.blob.${environment().suffixes.storage}/'
output queueEndpoint string = 'https://${name}.queue.${environment().suffixes.storage}/'
output deploymentContainerName string = deploymentContainerName
