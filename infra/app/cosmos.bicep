// Cosmos DB for NoSQL, serverless (pay per RU; no idle cost), Entra ID only (local auth off). The app's
// identity cannot create containers (data-plane roles do not cover metadata), so every container the
// code uses is declared here with its partition key and default TTL.
//
// Plain resources rather than avm/res/document-db/database-account: that module renamed its data-plane
// role parameters between 0.x releases, and these two API versions are GA and unambiguous.
param name string
param location string
param tags object
param databaseName string
@description('{ name, partitionKey, defaultTtl? } for each container; defaultTtl absent = TTL off.')
param containers array

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: name
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    capabilities: [
      { name: 'EnableServerless' }
    ]
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous7Days'
      }
    }
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
  }
}

resource sqlContainers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for container in containers: {
    parent: database
    name: container.name
    properties: {
      resource: union(
        {
          id: container.name
          partitionKey: {
            paths: [container.partitionKey]
            kind: 'Hash'
            version: 2
          }
        },
        contains(container, 'defaultTtl') ? { defaultTtl: container.defaultTtl } : {}
      )
    }
  }
]

output name string = account.name
output resourceId string = account.id
output endpoint string = account.properties.documentEndpoint
