// Operations alerts.
// - Poison queues: Azure Storage reports queue metrics per account, not per queue, so no platform metric
//   gives "length of fast-poison". The alert therefore counts the moves into <queue>-poison, which the
//   Functions host logs ("... MaxDequeueCount of 5. Moving message to queue 'fast-poison'") and the app
//   logs itself for invalid messages ("... moved to 'fast-poison' without retrying"): any move in
//   15 minutes means a poison queue grew. A second, metric alert watches the account's total message
//   count as a backstop for a backlog that no worker drains.
// - Failed harvests: every queue or timer invocation is a row in the `requests` table; a failed
//   harvest-*, imggen or rank invocation has success == false. Retries are normal (a site is down), so
//   the alert fires on a failure rate, not on a single failure.
param location string
param tags object
param resourceToken string
param applicationInsightsId string
param storageAccountId string
param alertEmail string = ''
@description('Messages waiting across all queues before the backlog alert fires (a harvest of 10,000 restaurants drains in minutes).')
param backlogThreshold int = 20000

resource actionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = if (!empty(alertEmail)) {
  name: 'ag-${resourceToken}'
  location: 'global'
  tags: tags
  properties: {
    groupShortName: 'lunchkoll'
    enabled: true
    emailReceivers: [
      {
        name: 'operator'
        emailAddress: alertEmail
        useCommonAlertSchema: true
      }
    ]
  }
}

var actions = empty(alertEmail) ? {} : { actionGroups: [actionGroup.id] }

resource poisonMoves 'Microsoft.Insights/scheduledQueryRules@2023-03-15-preview' = {
  name: 'alert-poison-${resourceToken}'
  location: location
  tags: tags
  properties: {
    displayName: 'Messages moved to a poison queue'
    description: 'A message reached a <queue>-poison queue (5 failed deliveries, or invalid). Inspect it in Storage browser > Queues, fix, then requeue or clear it from the admin Queues screen.'
    severity: 2
    enabled: true
    scopes: [applicationInsightsId]
    evaluationFrequency: 'PT15M'
    windowSize: 'PT15M'
    criteria: {
      allOf: [
        {
          query: 'traces | where message has "-poison" and (message has "MaxDequeueCount" or message has "moved to") | extend queue = extract(@"\'([a-z]+-poison)\'", 1, message) | summarize moved = count() by queue'
          timeAggregation: 'Total'
          metricMeasureColumn: 'moved'
          dimensions: [
            {
              name: 'queue'
              operator: 'Include'
              values: ['*']
            }
          ]
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    actions: actions
  }
}

resource failedHarvests 'Microsoft.Insights/scheduledQueryRules@2023-03-15-preview' = {
  name: 'alert-harvest-failures-${resourceToken}'
  location: location
  tags: tags
  properties: {
    displayName: 'Harvest invocations failing'
    description: 'More than 10% of harvest/imggen/rank invocations failed in the last hour (each failure is retried up to 5 times, then poisoned). See Application Insights > Failures, and the admin Monitoring screen.'
    severity: 2
    enabled: true
    scopes: [applicationInsightsId]
    evaluationFrequency: 'PT15M'
    windowSize: 'PT1H'
    criteria: {
      allOf: [
        {
          query: 'requests | where name startswith "harvest-" or name in ("imggen", "rank") | summarize total = count(), failed = countif(success == false) | where total >= 20 | extend failedPercent = 100.0 * failed / total'
          timeAggregation: 'Maximum'
          metricMeasureColumn: 'failedPercent'
          operator: 'GreaterThan'
          threshold: 10
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    actions: actions
  }
}

resource queueBacklog 'Microsoft.Insights/metricAlerts@2018-03-01' = {
  name: 'alert-queue-backlog-${resourceToken}'
  location: 'global'
  tags: tags
  properties: {
    description: 'Messages waiting in the account\'s queues (Storage reports this per account, hourly) stay above the threshold: workers are not draining.'
    severity: 3
    enabled: true
    scopes: ['${storageAccountId}/queueServices/default']
    evaluationFrequency: 'PT1H'
    windowSize: 'PT6H'
    criteria: {
      'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'
      allOf: [
        {
          criterionType: 'StaticThresholdCriterion'
          name: 'QueueMessageCount'
          metricNamespace: 'Microsoft.Storage/storageAccounts/queueServices'
          metricName: 'QueueMessageCount'
          operator: 'GreaterThan'
          threshold: backlogThreshold
          timeAggregation: 'Average'
        }
      ]
    }
    autoMitigate: true
    actions: empty(alertEmail) ? [] : [{ actionGroupId: actionGroup.id }]
  }
}
