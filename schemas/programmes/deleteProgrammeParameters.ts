/** Payload of programmeParameters/delete (spec 001 §7), called by the Programme Parameter Report. */

export const deleteProgrammeParametersBody = {
  type: 'object',
  required: ['programmeParametersId'],
  additionalProperties: false,
  properties: {
    programmeParametersId: { type: 'integer', minimum: 1 },
    lastUpdatedDate: { type: 'string', maxLength: 40 },
  },
} as const;
