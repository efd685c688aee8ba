// E-mail for restaurant owners (invitation links, the weekly reminder): Azure Communication Services
// with an Azure-managed sender domain (DoNotReply@<guid>.azurecomm.net; no DNS to set up, no monthly
// fee, billed per e-mail). The app sends with its user-assigned identity: no connection string or key.
param resourceToken string
param tags object
param identityPrincipalId string
@description('Where the e-mail data is kept (Communication Services data location).')
param dataLocation string = 'Europe'

resource emailService 'Microsoft.Communication/emailServices@2023-04-01' = {
  name: 'ecs-${resourceToken}'
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
  }
}

resource emailDomain 'Microsoft.Communication/emailServices/domains@2023-04-01' = {
  parent: emailService
  name: 'AzureManagedDomain'
  location: 'global'
  tags: tags
  properties: {
    domainManagement: 'AzureManaged'
    // No tracking pixels or rewritten links: the invitation link must reach the owner as it is.
    userEngagementTracking: 'Disabled'
  }
}

resource communication 'Microsoft.Communication/communicationServices@2023-04-01' = {
  name: 'acs-${resourceToken}'
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
    linkedDomains: [emailDomain.id]
  }
}

// Communication Services has no send-only built-in role for Entra-authenticated e-mail; this one is
// the narrowest that can send, assigned on this one Communication Services resource only.
var communicationAndEmailServiceOwnerRoleId = '09976791-48a7-449e-bb21-39d1a415f350'

resource sendEmailRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(communication.id, identityPrincipalId, communicationAndEmailServiceOwnerRoleId)
  scope: communication
  properties: {
    principalId: identityPrincipalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', communicationAndEmailServiceOwnerRoleId)
  }
}

// EMAIL_ENDPOINT and EMAIL_SENDER of the Functions app (functions/src/config.ts).
output endpoint string = 'https://${communication.properties.hostName}'
output sender string = 'DoNotReply@${emailDomain.properties.mailFromSenderDomain}'
