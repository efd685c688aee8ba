// Exactly the data roles the code needs, for the app's user-assigned identity, at the narrowest scope
// that holds the resources (the storage account, the Cosmos account, the Application Insights component).
param identityPrincipalId string
param storageAccountName string
param cosmosAccountName string
param applicationInsightsName string
@description('Optional: the deploying person, who gets the Cosmos data role for `npm run user` (first admin).')
param userPrincipalId string = ''

var roles = {
  // The Functions host keeps its timer locks and queue bookkeeping in blobs (its docs require Owner);
  // the app reads and writes menu images and import files.
  storageBlobDataOwner: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  // Sending messages (enqueue), creating poison envelopes, peeking queue lengths for the admin screens.
  storageQueueDataContributor: '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
  // The queue trigger: receive, update and delete messages.
  storageQueueDataMessageProcessor: '8a0f0c08-91a1-4084-bc3d-661d67233fed'
  // Application Insights with local auth off accepts telemetry only from this role.
  monitoringMetricsPublisher: '3913510d-42f4-4e42-8a64-420c390055eb'
}
// Cosmos DB Built-in Data Contributor: a Cosmos SQL role, not an Azure RBAC role.
var cosmosDataContributorRoleId = '00000000-0000-0000-0000-000000000002'

resource storageAccount 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource cosmosAccount 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource storageRoles 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for roleId in [roles.storageBlobDataOwner, roles.storageQueueDataContributor, roles.storageQueueDataMessageProcessor]: {
    name: guid(storageAccount.id, identityPrincipalId, roleId)
    scope: storageAccount
    properties: {
      principalId: identityPrincipalId
      principalType: 'ServicePrincipal'
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleId)
    }
  }
]

resource metricsPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(applicationInsights.id, identityPrincipalId, roles.monitoringMetricsPublisher)
  scope: applicationInsights
  properties: {
    principalId: identityPrincipalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.monitoringMetricsPublisher)
  }
}

resource cosmosAppRole 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: cosmosAccount
  name: guid(cosmosAccount.id, identityPrincipalId, cosmosDataContributorRoleId)
  properties: {
    principalId: identityPrincipalId
    roleDefinitionId: '${cosmosAccount.id}/sqlRoleDefinitions/${cosmosDataContributorRoleId}'
    scope: cosmosAccount.id
  }
}

resource cosmosUserRole 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = if (!empty(userPrincipalId)) {
  parent: cosmosAccount
  name: guid(cosmosAccount.id, userPrincipalId, cosmosDataContributorRoleId)
  properties: {
    principalId: userPrincipalId
    roleDefinitionId: '${cosmosAccount.id}/sqlRoleDefinitions/${cosmosDataContributorRoleId}'
    scope: cosmosAccount.id
  }
}
