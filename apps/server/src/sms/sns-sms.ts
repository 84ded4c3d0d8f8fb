import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsConfig, SmsSender } from './sms-sender.ts';

/**
 * SMS_DRIVER=sns: AWS SNS's Publish to a phone number, as a transactional message (SNS's delivery
 * priority for codes) from SMS_SENDER_ID where the destination allows a sender id. Region and
 * credentials come the SDK's usual way (AWS_REGION, AWS_PROFILE, the instance's or task's role, ...),
 * and AWS_ENDPOINT_URL_SNS moves the endpoint; docs/deployment.md lists the permission it needs.
 */
export function snsSmsSender(config: Extract<SmsConfig, { driver: 'sns' }>): SmsSender {
  const client = new SNSClient({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.region ? { region: config.region } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    maxAttempts: 2,
  });
  const attributes = {
    'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
    ...(config.senderId
      ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: config.senderId } }
      : {}),
  };
  return {
    driver: 'sns',
    async send(message) {
      const reply = await client.send(
        new PublishCommand({ PhoneNumber: message.to, Message: message.text, MessageAttributes: attributes }),
      );
      return { reference: reply.MessageId ?? '' };
    },
  };
}
